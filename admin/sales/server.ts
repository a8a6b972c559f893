import { defineServerArea } from '../../server/resources/server-part';
import { checkPointRoutes } from './check-point.routes.server';
import { creditRequestServer } from './credit-request.server';
import { customerCreditServer } from './customer-credit.server';
import { customerServer } from './customer.server';
import { salesArea } from './index';
import {
  checkPointServer,
  discountServer,
  internalPeriodServer,
  internalPriceServer,
  otherFeeServer,
  pactAddressServer,
  pactControlServer,
  pactUserServer,
  quotationLineServer,
  quotationServer,
  specialPriceServer,
  testPointServer,
} from './pact-terms.server';
import { pactTermRoutes } from './pact-terms.routes.server';
import {
  contractPriceServer,
  customerPriceServer,
  informationPeriodServer,
  informationPriceServer,
  pactServer,
  pactTicketPersonServer,
  priceFloatServer,
  pricePeriodServer,
  zonePriceServer,
} from './pact.server';
import { pactRoutes } from './pact.routes.server';
import { priceRoutes } from './price.routes.server';
import { transferCompanyServer } from './transfer-company.server';

export const salesServer = defineServerArea(
  salesArea,
  [
    customerServer,
    transferCompanyServer,
    customerCreditServer,
    creditRequestServer,
    pactServer,
    pricePeriodServer,
    contractPriceServer,
    priceFloatServer,
    informationPeriodServer,
    informationPriceServer,
    zonePriceServer,
    customerPriceServer,
    pactTicketPersonServer,
    pactAddressServer,
    pactControlServer,
    pactUserServer,
    internalPeriodServer,
    internalPriceServer,
    specialPriceServer,
    otherFeeServer,
    discountServer,
    quotationServer,
    quotationLineServer,
    testPointServer,
    checkPointServer,
  ],
  [priceRoutes, pactRoutes, pactTermRoutes, checkPointRoutes],
);
