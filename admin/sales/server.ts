import { defineServerArea } from '../../server/resources/server-part';
import { creditRequestServer } from './credit-request.server';
import { customerCreditServer } from './customer-credit.server';
import { customerServer } from './customer.server';
import { salesArea } from './index';
import {
  contractPriceServer, customerPriceServer, informationPeriodServer, informationPriceServer, pactServer, pactTicketPersonServer, priceFloatServer, pricePeriodServer, zonePriceServer,
} from './pact.server';
import { pactRoutes } from './pact.routes.server';
import { priceRoutes } from './price.routes.server';
import { transferCompanyServer } from './transfer-company.server';

export const salesServer = defineServerArea(salesArea, [customerServer, transferCompanyServer, customerCreditServer, creditRequestServer, pactServer,
  pricePeriodServer, contractPriceServer, priceFloatServer, informationPeriodServer, informationPriceServer, zonePriceServer, customerPriceServer, pactTicketPersonServer], [priceRoutes, pactRoutes]);
