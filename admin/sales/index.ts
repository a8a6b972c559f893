import { defineArea } from '../../src/domain/resources/area';
import { creditRequestResource } from './credit-request.resource';
import { creditLabels } from './customer-credit.labels';
import { customerCreditResource } from './customer-credit.resource';
import { customerLabels } from './customer.labels';
import { customerResource } from './customer.resource';
import { pactLabels } from './pact.labels';
import { pactResource, pactTicketPersonResource } from './pact.resource';
import { priceLabels } from './price.labels';
import {
  contractPriceResource, customerPriceResource, informationPeriodResource, informationPriceResource, priceFloatResource, pricePeriodResource, zonePriceResource,
} from './price.resource';
import { transferCompanyLabels } from './transfer-company.labels';
import { transferCompanyResource } from './transfer-company.resource';

/** Sales (/sales/*): customers, transfer companies, credit limits and temporary credit requests, contracts and their price lists. */
export const salesArea = defineArea({
  name: 'sales',
  resources: [customerResource, transferCompanyResource, customerCreditResource, creditRequestResource, pactResource, pricePeriodResource, contractPriceResource,
    priceFloatResource, informationPeriodResource, informationPriceResource, zonePriceResource, customerPriceResource, pactTicketPersonResource],
  labels: [customerLabels, transferCompanyLabels, creditLabels, pactLabels, priceLabels],
});
