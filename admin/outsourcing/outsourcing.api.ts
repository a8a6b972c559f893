import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTags } from '../../src/api/resource.api';
import type { Fen } from '../../src/domain/sales/money';

/**
 * The outsourcing screens' own calls: the production console and the settlement sheets (make with
 * its preview, lines, revoke). Shapes as admin/outsourcing/console.server.ts and settlement.server.ts
 * answer them (those declare no exported schema client code may import).
 */
export interface ConsoleTask {
  taskId: number;
  taskCode: string;
  customerName: string;
  pouringSite: string;
  strength: string;
  state: number;
  planQuantity: string;
  shippedQuantity: string;
  trips: number;
  progress: number;
}
export interface ConsoleUnit {
  unitId: number;
  unitCode: string;
  unitName: string;
  taskCount: number;
  planQuantity: string;
  shippedQuantity: string;
  trips: number;
  progress: number;
  tasks: ConsoleTask[];
}
export interface SheetLine {
  ticketId: number;
  ticketCode: string;
  taskCode: string;
  ticketTime: string;
  quantity: string;
  distanceKm: string;
  priceKind: string;
  unitPriceFen: Fen;
  amountFen: Fen;
}
export interface Sheet {
  ticketCount: number;
  totalQuantity: string;
  totalFen: Fen;
  contractCode: string;
  unitName: string;
  lines: SheetLine[];
  settlementCode?: string;
}
/** pre-sheet and make { unitId, startDate, endDate } */
export interface Period {
  unitId: number;
  startDate: string;
  endDate: string;
}

/** What an outsourced unit's figures are summed from: its tasks and their tickets, which live events change. */
const CONSOLE_OF = ['outsourcingUnit', 'outsourcingTask', 'outsourcingTicket', 'task', 'deliveryTicket'];
/** What a sheet prices: the unit's tickets of the period at its contract's transport prices. */
const SHEET_OF = ['outsourcingSettlement', 'outsourcingTicket', 'deliveryTicket', 'outsourcingContract', 'outsourcingTransportPrice'];
const BASE = '/sales/outsourcing-settlement';

export const outsourcingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    outsourcingConsole: build.query<ConsoleUnit[], { unitId?: number; all: boolean }>({
      query: ({ unitId, all }) => ({
        url: '/production/outsourcing/console',
        params: { ...(all ? { all: '1' } : {}), ...(unitId ? { unitId: String(unitId) } : {}) },
      }),
      providesTags: resourceTags(...CONSOLE_OF),
    }),
    outsourcingUnits: build.query<Array<{ id: number; unitName: string }>, void>({
      query: () => ({ url: '/resource/outsourcingUnit/list' }),
      providesTags: resourceTags('outsourcingUnit'),
    }),
    /** the preview the clerk confirms: asked again on each click, never refetched under them (once made, its tickets are settled and a refetch is refused) */
    outsourcingPreSheet: build.query<Sheet, Period>({ query: (body) => ({ url: `${BASE}/pre-sheet`, method: 'POST', body }) }),
    makeOutsourcingSheet: build.mutation<Sheet, Period>({
      query: (body) => ({ url: `${BASE}/make`, method: 'POST', body }),
      invalidatesTags: changesResources('outsourcingSettlement', 'outsourcingTicket'),
    }),
    outsourcingSheet: build.query<Sheet, number>({
      query: (id) => ({ url: `${BASE}/detail`, params: { id: String(id) } }),
      providesTags: resourceTags(...SHEET_OF),
    }),
    revokeOutsourcingSheet: build.mutation<unknown, number>({
      query: (id) => ({ url: `${BASE}/revoke`, method: 'POST', body: { id } }),
      invalidatesTags: changesResources('outsourcingSettlement', 'outsourcingTicket'),
    }),
  }),
});

export const {
  useOutsourcingConsoleQuery,
  useOutsourcingUnitsQuery,
  useLazyOutsourcingPreSheetQuery,
  useMakeOutsourcingSheetMutation,
  useLazyOutsourcingSheetQuery,
  useRevokeOutsourcingSheetMutation,
} = outsourcingApi;
