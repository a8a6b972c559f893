import { baseApi } from '../../src/api/base-api';
import { request, type Params } from '../../src/api/http-client';
import { changesResources, resourceTags, type PickOption, type Row } from '../../src/api/resource.api';
import type { Fen } from '../../src/domain/sales/money';

/**
 * The finance screens' own calls: payments' contracts, invoices, the figures screens, the day report
 * and the yearly tables. Shapes as admin/finance/*.server.ts answer them (their input schemas are
 * declared there, which client code may not import). Figures rows are the server's columns, named
 * per call, hence `Row`.
 */

/** A figures call's answer: its rows and their total (`sum` for the receivables and the yearly tables). */
export interface Figures {
  list: Row[];
  total?: Row;
  sum?: Row;
}

/** Each figures call and the objects its figures are summed from: a write of one (or a live event) reads them again. */
const FIGURES_OF = {
  '/finance/statistics-issued/list': ['salesSettlement', 'invoice'],
  '/finance/month-reconcilia/list': ['salesSettlement', 'backMoney', 'pactReceivable'],
  '/finance/average-sale-price/list': ['salesSettlement'],
  '/sales/receivable-balance/page': ['salesSettlement', 'backMoney', 'pactReceivable'],
  '/sales/receivable-balance/receivableVsAmount': ['salesSettlement', 'backMoney', 'pactReceivable', 'customerCredit'],
  '/sales/newSalesReport/getList': ['salesYearTable'],
} as const;
export type FiguresPath = keyof typeof FIGURES_OF;

/** `/sales/report/sale/day-report`: a day's report, its stored build or built now (paged by `limit`). */
export interface DayReport {
  reportId: number;
  reportDate: string;
  builtAt: string;
  builtBy: string;
  list: Row[];
  total: Row;
}
export interface DayReportAsk {
  reportDate: string;
  limit: number;
}

/** `/sales/invoicing/open-settlements`: an agreed sheet with something left to invoice. */
export interface OpenSettlement {
  settlementId: number;
  settlementCode: string;
  startDate: string;
  endDate: string;
  openFen: Fen;
}
/** `/sales/invoicing/save` */
export interface InvoiceRequest {
  customerId: number;
  settlementIds: number[];
  invoiceType: string;
  titleName: string;
  taxNo?: string;
  taxRate?: string;
  amount?: string;
}

/** The calls that build a yearly table, by its kind (YEAR_TABLE_KINDS). */
const YEAR_BUILDS = {
  receivable: 'crateTable',
  task: 'crateTaskTable',
  taskDetail: 'crateTaskDetailTable',
  taskDetailPrice: 'crateTaskDetailPriceTable',
} as const;
export type YearTableKind = keyof typeof YEAR_BUILDS;

export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    financeFigures: build.query<Figures, { path: FiguresPath; params: Params }>({
      query: ({ path, params }) => ({ url: path, method: 'POST', body: params }),
      providesTags: (_r, _e, { path }) => resourceTags(...FIGURES_OF[path]),
    }),
    /** project-names: the contracts of a customer a payment may name */
    backMoneyContracts: build.query<PickOption[], number>({
      query: (customerId) => ({ url: '/sales/back-money/project-names', params: { customerId: String(customerId) } }),
      providesTags: resourceTags('pact'),
    }),
    invoiceCustomers: build.query<Array<PickOption & { taxNo: string }>, void>({
      query: () => ({ url: '/sales/invoicing/getCustomer' }),
      providesTags: resourceTags('customer'),
    }),
    openSettlements: build.query<OpenSettlement[], number>({
      query: (customerId) => ({ url: '/sales/invoicing/open-settlements', params: { customerId } }),
      providesTags: resourceTags('salesSettlement', 'invoice'),
    }),
    saveInvoice: build.mutation<unknown, InvoiceRequest>({
      query: (body) => ({ url: '/sales/invoicing/save', method: 'POST', body }),
      invalidatesTags: changesResources('invoice', 'salesSettlement'),
    }),
    deleteInvoice: build.mutation<unknown, number>({
      query: (invoicingId) => ({ url: '/sales/invoicing/delete', method: 'POST', body: { invoicingId } }),
      invalidatesTags: changesResources('invoice', 'salesSettlement'),
    }),
    makeoutInvoice: build.mutation<unknown, { xsInvoicingId: number; invoiceNo: string; invoiceDate: string }>({
      query: (body) => ({ url: '/sales/invoicing/makeout', method: 'POST', body }),
      invalidatesTags: changesResources('invoice'),
    }),
    /** the day's report, its stored build (or built now when there is none) */
    salesDayReport: build.query<DayReport, DayReportAsk>({
      query: (ask) => ({ url: '/sales/report/sale/day-report', method: 'POST', body: { ...ask, forceReset: false } }),
      providesTags: resourceTags('salesDayReport'),
    }),
    /** the day's report built again: its answer is the report the screen shows (no second read) */
    rebuildSalesDayReport: build.mutation<DayReport, DayReportAsk>({
      query: (ask) => ({ url: '/sales/report/sale/day-report', method: 'POST', body: { ...ask, forceReset: true } }),
      async onQueryStarted(ask, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(financeApi.util.upsertQueryData('salesDayReport', ask, data));
        } catch {
          /* the client has told the user */
        }
      },
    }),
    buildYearTable: build.mutation<unknown, { kind: YearTableKind; year: number }>({
      query: ({ kind, year }) => ({ url: `/sales/receivableYear/${YEAR_BUILDS[kind]}`, method: 'POST', body: { year, forceReset: true } }),
      invalidatesTags: changesResources('salesYearTable'),
    }),
    saveYearTable: build.mutation<unknown, { kind: YearTableKind; year: number }>({
      query: ({ kind, year }) => ({ url: '/sales/newSalesReport/saveYearReportYear', method: 'POST', body: { year, kind } }),
      invalidatesTags: changesResources('salesYearTable'),
    }),
  }),
});

export const {
  useFinanceFiguresQuery,
  useBackMoneyContractsQuery,
  useInvoiceCustomersQuery,
  useOpenSettlementsQuery,
  useSaveInvoiceMutation,
  useDeleteInvoiceMutation,
  useMakeoutInvoiceMutation,
  useSalesDayReportQuery,
  useRebuildSalesDayReportMutation,
  useBuildYearTableMutation,
  useSaveYearTableMutation,
} = financeApi;

/**
 * Saves a file the server answers (a PDF, a sheet) under `name`. Files stream as blobs through the
 * one HTTP client, not through the cache (a blob is no state).
 */
export async function download(path: string, params: Params, name: string) {
  const blob = await request<Blob>(path, { method: 'POST', blob: true, params });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}

/** A payment's stored voucher image, served to a signed-in caller only (an <img> cannot point at the call). */
export const voucherImage = (id: string, name: string) => request<Blob>('/sales/back-money/image', { params: { id, name }, blob: true });
