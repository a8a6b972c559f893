import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTags } from '../../src/api/resource.api';
import type { Fen } from '../../src/domain/sales/money';

/**
 * The statement screens' own calls: the delivery book's totals and ticket states, the settlement
 * sheets (make with its preview, lines, re-pricing) and the manual costs' confirmation. Shapes as
 * admin/statement/*.server.ts answers them (their input schemas are declared there, which client
 * code may not import).
 */
export interface SheetLine {
  ticketId: number;
  ticketCode: string;
  ticketTime: string;
  grade: string;
  pourMethod: string;
  quantity: string;
  priced: boolean;
  unitPriceFen: Fen | null;
  amountFen: Fen | null;
  rule: string | null;
  priceText: string;
}
export interface SheetItem {
  kind: string;
  name: string;
  amountFen: Fen;
}
/** A settlement sheet (or its preview): the totals, each ticket line with the rule that priced it, then the costs, fees and discounts. */
export interface Sheet {
  customerName?: string;
  startDate: string;
  endDate: string;
  ticketCount: number;
  totalQuantity: string;
  ticketsFen: Fen;
  manualCostFen: Fen;
  otherFeeFen: Fen;
  discountFen: Fen;
  totalFen: Fen;
  lines: SheetLine[];
  items: SheetItem[];
  settlementCode?: string;
}
/** The delivery book's totals of the tickets its filter selects (the figures a sheet takes). */
export interface BookTotals {
  ticketCount: number;
  settledQuantity: string;
  amountFen: Fen;
  unpricedCount: number;
}
/** settlement-sheet-make and settlement-make: a customer (a project) and a period */
export interface SheetAsk {
  customerId: number;
  projectId?: number;
  startDate: string;
  endDate: string;
}

const BOOK = '/sales/sany-delivery-book';
const SHEET = '/sales/sanysettlementsheet';

export const statementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** project-name-select: a customer's projects */
    settlementProjects: build.query<Array<{ id: number; projectName: string }>, number>({
      query: (customerId) => ({ url: `${SHEET}/project-name-select`, params: { customerId: String(customerId) } }),
      providesTags: resourceTags('customerSite'),
    }),
    /** the book's first row only: its answer carries the totals of every row the filter selects */
    bookTotals: build.query<{ totals: BookTotals | null }, Record<string, string>>({
      query: (params) => ({ url: `${BOOK}/delivery-book-list`, params: { ...params, limit: '1' } }),
      providesTags: resourceTags('deliveryBook'),
    }),
    /** a paper ticket back, with the customer's signed volume */
    setTicketState: build.mutation<unknown, { id: number; ticketState: number; signedQuantity?: string }>({
      query: ({ id, ...state }) => ({ url: `${BOOK}/updateDetailTicketState`, method: 'POST', body: { ids: [id], ...state } }),
      invalidatesTags: changesResources('deliveryBook'),
    }),
    setPumpTicketState: build.mutation<unknown, { id: number; pumpTicketState: number }>({
      query: ({ id, pumpTicketState }) => ({ url: `${BOOK}/updateTaskDetailPumpTicketState`, method: 'POST', body: { ids: [id], pumpTicketState } }),
      invalidatesTags: changesResources('deliveryBook'),
    }),
    /** the preview the clerk confirms: asked again on each click, never refetched under them (once made, its tickets are settled) */
    sheetPreview: build.query<Sheet, SheetAsk>({
      query: (ask) => ({ url: `${SHEET}/settlement-sheet-make`, params: Object.fromEntries(Object.entries(ask).map(([k, v]) => [k, String(v)])) }),
    }),
    makeSheet: build.mutation<Sheet, SheetAsk & { remark: string }>({
      query: (body) => ({ url: `${SHEET}/settlement-make`, method: 'POST', body }),
      invalidatesTags: changesResources('salesSettlement', 'deliveryBook', 'manualCost'),
    }),
    sheet: build.query<Sheet, number>({
      query: (id) => ({ url: `${SHEET}/settlement-detail`, params: { id: String(id) } }),
      providesTags: resourceTags('salesSettlement'),
    }),
    /** saveSettlement: a draft sheet priced again */
    repriceSheet: build.mutation<unknown, number>({
      query: (id) => ({ url: `${SHEET}/saveSettlement`, method: 'POST', body: { id } }),
      invalidatesTags: changesResources('salesSettlement'),
    }),
    confirmManualCost: build.mutation<unknown, number>({
      query: (id) => ({ url: '/sales/manual/cost/confirm', method: 'POST', body: { id } }),
      invalidatesTags: changesResources('manualCost'),
    }),
  }),
});

export const {
  useSettlementProjectsQuery,
  useBookTotalsQuery,
  useSetTicketStateMutation,
  useSetPumpTicketStateMutation,
  useLazySheetPreviewQuery,
  useMakeSheetMutation,
  useLazySheetQuery,
  useRepriceSheetMutation,
  useConfirmManualCostMutation,
} = statementApi;
