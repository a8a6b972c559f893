import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTags, type PickOption } from '../../src/api/resource.api';
import type { estimateHaul, Point } from '../../src/domain/sales/distance';
import type { Fen } from '../../src/domain/sales/money';
import type { NotPriced, PriceExplanation, PriceRule } from '../../src/domain/sales/price';

/**
 * The sales screens' own calls (the contract's change of customer and distance, the price check,
 * check points, credit). Wire shapes follow admin/sales/*.routes.server.ts, whose input schemas are
 * declared inline there (not importable by client code); results reuse src/domain/sales types.
 */

/** A load of `/sales/price/ticket-price`: priced by the one resolution order, or why not. */
export interface PricedLine {
  ticketId: number;
  ticketCode: string;
  contractId: number | null;
  grade: string;
  quantity: string;
  priced: boolean;
  unitPrice: string;
  amount: string;
  unitPriceFen: Fen | null;
  amountFen: Fen | null;
  rule: PriceRule | null;
  reason: NotPriced['reason'] | null;
  explanation: PriceExplanation | Pick<NotPriced, 'skipped' | 'detail'>;
  text: string;
}

/** `/sales/pact/getDistanceAndDuration`: the haul from the contract's station, by the routing service or the estimate. */
export type Haul = ReturnType<typeof estimateHaul> & { source: 'routing' | 'estimate'; from: Point; to: Point };

/** `/sales/pact/address-list`: the contract's agreed project addresses. */
export interface PactAddress {
  id: number;
  address: string;
  lng: number | null;
  lat: number | null;
  contact: string | null;
  phone: string | null;
}

/** What a load's price depends on: a change of any of them (or a new load) prices the check again. */
const PRICED_BY = ['deliveryTicket', 'pact', 'contractPrice', 'customerPrice', 'zonePrice', 'informationPrice', 'priceFloat', 'specialPrice', 'otherFee'];

export const salesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** the customers of the caller's scope by name, for the pickers of other areas (payments, the delivery book, sheets) */
    customerNames: build.query<Array<{ id: number; customerName: string }>, void>({
      query: () => ({ url: '/resource/customer/list' }),
      providesTags: resourceTags('customer'),
    }),
    /** getCustomer: the customers a contract may name */
    pactCustomerOptions: build.query<PickOption[], void>({
      query: () => ({ url: '/sales/pact/getCustomer', method: 'POST', body: {} }),
      providesTags: resourceTags('customer'),
    }),
    /** project-name-query: a customer's projects */
    pactProjectOptions: build.query<PickOption[], number>({
      query: (customerId) => ({ url: '/sales/pact/project-name-query', method: 'POST', body: { customerId } }),
      providesTags: resourceTags('customerSite'),
    }),
    changePactCustomer: build.mutation<unknown, { pact_id: number; customerId: number; projectId: number; reason: string }>({
      query: (body) => ({ url: '/sales/new-pact/change-customer', method: 'POST', body }),
      invalidatesTags: changesResources('pact'),
    }),
    pactAddresses: build.query<PactAddress[], number>({
      query: (pactId) => ({ url: '/sales/pact/address-list', method: 'POST', body: { pact_id: pactId } }),
      providesTags: resourceTags('pactAddress'),
    }),
    pactHaul: build.query<Haul, { pact_id: number; addressId?: number }>({
      query: (body) => ({ url: '/sales/pact/getDistanceAndDuration', method: 'POST', body }),
      providesTags: resourceTags('pact', 'pactAddress', 'customerSite'),
    }),
    ticketPrice: build.query<{ list: PricedLine[]; totalFen: Fen }, { taskCode: string }>({
      query: (body) => ({ url: '/sales/price/ticket-price', method: 'POST', body }),
      providesTags: resourceTags(...PRICED_BY),
    }),
    generateCheckPoint: build.mutation<unknown, { pact_id: number; checkDate: string }>({
      query: (body) => ({ url: '/sales/check-point/generate', method: 'POST', body }),
      invalidatesTags: changesResources('checkPoint'),
    }),
    /** preset { customerId, creditAmount }: the customer's credit limit */
    presetCredit: build.mutation<unknown, { customerId: number; creditAmount: string | number }>({
      query: (body) => ({ url: '/system/customer-amount/preset', method: 'POST', body }),
      invalidatesTags: changesResources('customerCredit'),
    }),
    /** temp-increase { customerId, amount, reason }: a temporary increase, submitted into its approval flow at once */
    requestTempCredit: build.mutation<unknown, { customerId: number; amount: string | number; reason: string }>({
      query: (body) => ({ url: '/system/customer-amount/temp-increase', method: 'POST', body }),
      invalidatesTags: changesResources('creditRequest', 'customerCredit'),
    }),
  }),
});

export const {
  useCustomerNamesQuery,
  usePactCustomerOptionsQuery,
  usePactProjectOptionsQuery,
  useChangePactCustomerMutation,
  usePactAddressesQuery,
  usePactHaulQuery,
  useLazyTicketPriceQuery,
  useGenerateCheckPointMutation,
  usePresetCreditMutation,
  useRequestTempCreditMutation,
} = salesApi;
