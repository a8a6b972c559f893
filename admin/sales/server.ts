import { defineServerArea } from '../../server/resources/server-part';
import { creditRequestServer } from './credit-request.server';
import { customerCreditServer } from './customer-credit.server';
import { customerServer } from './customer.server';
import { salesArea } from './index';
import { transferCompanyServer } from './transfer-company.server';

export const salesServer = defineServerArea(salesArea, [customerServer, transferCompanyServer, customerCreditServer, creditRequestServer]);
