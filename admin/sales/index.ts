import { defineArea } from '../../src/domain/resources/area';
import { creditRequestResource } from './credit-request.resource';
import { creditLabels } from './customer-credit.labels';
import { customerCreditResource } from './customer-credit.resource';
import { customerLabels } from './customer.labels';
import { customerResource } from './customer.resource';
import { transferCompanyLabels } from './transfer-company.labels';
import { transferCompanyResource } from './transfer-company.resource';

/** Sales (/sales/*): customers, transfer companies, credit limits and temporary credit requests. */
export const salesArea = defineArea({
  name: 'sales',
  resources: [customerResource, transferCompanyResource, customerCreditResource, creditRequestResource],
  labels: [customerLabels, transferCompanyLabels, creditLabels],
});
