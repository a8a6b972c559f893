import { defineLabels } from '../../src/domain/resources/area';

/** Credit limits and temporary credit requests (customerCredit, creditRequest). */
export const creditLabels = defineLabels('credit', {
  zh: {
    title: '客户额度',
    requestTitle: '临时额度申请',
    customer: '客户',
    amount: '授信额度',
    tempAmount: '临时额度',
    tempExpire: '临时额度到期时间',
    increase: '临时增加额度',
    reason: '申请理由',
  },
  en: {
    title: 'Customer credit',
    requestTitle: 'Temporary credit requests',
    customer: 'Customer',
    amount: 'Credit limit',
    tempAmount: 'Temporary credit',
    tempExpire: 'Temporary credit expires',
    increase: 'Temporary increase',
    reason: 'Reason',
  },
  es: {
    title: 'Crédito de clientes',
    requestTitle: 'Solicitudes de crédito temporal',
    customer: 'Cliente',
    amount: 'Límite de crédito',
    tempAmount: 'Crédito temporal',
    tempExpire: 'Vence el crédito temporal',
    increase: 'Aumento temporal',
    reason: 'Motivo',
  },
  ja: {
    title: '顧客与信',
    requestTitle: '臨時与信申請',
    customer: '顧客',
    amount: '与信限度額',
    tempAmount: '臨時与信',
    tempExpire: '臨時与信期限',
    increase: '臨時増額',
    reason: '申請理由',
  },
});
