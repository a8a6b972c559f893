import { defineArea } from '../../src/domain/resources/area';
import { discountResource, otherFeeResource, specialPriceResource } from './charges.resource';
import { checkPointResource } from './check-point.resource';
import { creditRequestResource } from './credit-request.resource';
import { creditLabels } from './customer-credit.labels';
import { customerCreditResource } from './customer-credit.resource';
import { customerLabels } from './customer.labels';
import { customerResource } from './customer.resource';
import { internalPeriodResource, internalPriceResource } from './internal-price.resource';
import { pactAddressResource, pactControlResource, pactUserResource } from './pact-terms.resource';
import { pactLabels } from './pact.labels';
import { pactResource, pactTicketPersonResource } from './pact.resource';
import { priceLabels } from './price.labels';
import {
  contractPriceResource,
  customerPriceResource,
  informationPeriodResource,
  informationPriceResource,
  priceFloatResource,
  pricePeriodResource,
  zonePriceResource,
} from './price.resource';
import { quotationLineResource, quotationResource } from './quotation.resource';
import { termsLabels } from './terms.labels';
import { testPointResource } from './test-point.resource';
import { transferCompanyLabels } from './transfer-company.labels';
import { transferCompanyResource } from './transfer-company.resource';

/** Sales (/sales/*): customers, transfer companies, credit limits and temporary credit requests, contracts, their terms and price lists. */
export const salesArea = defineArea({
  name: 'sales',
  resources: [
    customerResource,
    transferCompanyResource,
    customerCreditResource,
    creditRequestResource,
    pactResource,
    pricePeriodResource,
    contractPriceResource,
    priceFloatResource,
    informationPeriodResource,
    informationPriceResource,
    zonePriceResource,
    customerPriceResource,
    pactTicketPersonResource,
    pactAddressResource,
    pactControlResource,
    pactUserResource,
    internalPeriodResource,
    internalPriceResource,
    specialPriceResource,
    otherFeeResource,
    discountResource,
    quotationResource,
    quotationLineResource,
    testPointResource,
    checkPointResource,
  ],
  labels: [customerLabels, transferCompanyLabels, creditLabels, pactLabels, priceLabels, termsLabels],
});
