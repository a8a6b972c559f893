import { baseApi } from '../../src/api/base-api';
import { resourceTag } from '../../src/api/resource.api';
import type { ClockAlert, ClockThresholds, DeskLoad } from '../../src/domain/concrete-clock';
import type { VehicleStatus } from '../../src/domain/events';

/** The desk's wire shapes (docs/wire.md, "Dispatch desk"). */
export interface YardTruck {
  vehicleId: number;
  orgId: string;
  plate: string;
  innerNumber: string;
  capacity: number;
  driverName: string;
  status: string;
  since: string;
  position: number;
}
export interface DeskTask {
  id: number;
  taskCode: string;
  orgId: string;
  projectName: string;
  pouringSite: string;
  strength: string;
  remaining: number;
  planQuantity: number;
  shippedQuantity: number;
  truckCount: number;
  onRoad: number;
  onSite: number;
  spacingMinutes: number;
  pumpId: number | null;
  pumpPlate: string;
  pumpType: string;
  lastDispatch: string;
}
export type { DeskLoad } from '../../src/domain/concrete-clock';
export interface Desk {
  now: string;
  thresholds: ClockThresholds;
  stations: Array<{ orgId: string; orgName: string; yard: YardTruck[] }>;
  tasks: DeskTask[];
  loads: DeskLoad[];
  alerts: ClockAlert[];
  acceptance: { accepted: number; overridden: number; decided: number; rate: number | null };
}
export interface Reason {
  code: string;
  params: Record<string, string | number>;
}
export interface Suggestion {
  id: number;
  taskId: number;
  vehicleId: number;
  plate: string;
  lineName: string;
  quantity: number;
  etaMinutes: number;
  leaveInMinutes: number;
  reasons: Reason[];
}
export interface ScheduleBar {
  taskId: number;
  taskCode: string;
  projectName: string;
  start: string;
  end: string;
  running: boolean;
  conflict: boolean;
}
export interface Schedule {
  orgId: string;
  date: string;
  from: string;
  to: string;
  conflicts: number;
  rows: Array<{ kind: 'pump' | 'mixer'; id: number; name: string; bars: ScheduleBar[]; conflicts: number }>;
}
export interface ReplayTruck {
  vehicleId: number;
  plate: string;
  ticketCodes: string[];
  track: Array<[number, number, number]>;
  statuses: Array<[number, VehicleStatus]>;
}
export interface Replay {
  taskId: number;
  taskCode: string;
  projectName: string;
  start: string;
  end: string;
  seconds: number;
  site: { lat: number; lng: number };
  plant: { lat: number; lng: number; name: string };
  trucks: ReplayTruck[];
}
export interface PumpRow {
  id: number;
  plate: string;
  innerNumber: string;
  orgId: string;
}

/** The desk follows the plant: its reads carry the dispatchDecision tag, which live ticket, task, truck and queue events invalidate. */
const TAG = resourceTag('dispatchDecision');

export const dispatchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    desk: build.query<Desk, void>({ query: () => ({ url: '/production/dispatch/dispatch-list' }), providesTags: [TAG] }),
    // the desk names pumps by plate only: a live event does not refetch them (the yard's trucks come with the desk)
    pumps: build.query<{ list: PumpRow[] }, void>({ query: () => ({ url: '/production/dispatch/sany-dispatch-list', params: { kind: 'pump' } }) }),
    loads: build.query<{ list: Array<DeskLoad & { alerts: string[] }>; thresholds: ClockThresholds }, void>({
      query: () => ({ url: '/production/dispatch/dispatch-c-list' }),
      providesTags: [TAG],
    }),
    schedule: build.query<Schedule, { orgId?: string; date?: string }>({
      query: (body) => ({ url: '/production/dispatch/task-schedule', method: 'POST', body }),
      providesTags: [TAG],
    }),
    tasks: build.query<{ list: DeskTask[] }, string | undefined>({
      query: (orgId) => ({ url: '/production/dispatch/task-list', method: 'POST', body: orgId ? { orgId } : {} }),
      providesTags: [TAG],
    }),
    replay: build.query<Replay, number>({ query: (taskId) => ({ url: '/production/dispatch/replay', params: { taskId } }) }),
    suggest: build.mutation<Suggestion, number>({ query: (taskId) => ({ url: '/production/dispatch/suggest', method: 'POST', body: { taskId } }) }),
    issue: build.mutation<{ ticketId: number; decision: string | null }, { taskId: number; vehicleId: number; suggestionId?: number }>({
      query: (body) => ({ url: '/production/dispatch/issue', method: 'POST', body }),
      invalidatesTags: [TAG],
      // the dropped truck leaves its yard at once, so it cannot be dropped twice while the desk refetches; a refused drop puts it back
      async onQueryStarted({ vehicleId }, { dispatch, queryFulfilled }) {
        // after the drop's own frame, which paints at once; the yard follows in the next one
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
        const patch = dispatch(
          dispatchApi.util.updateQueryData('desk', undefined, (desk) => {
            // the others keep their numbers until the refetch: renumbering them would repaint the whole yard within the drop's frame
            for (const st of desk.stations) {
              const at = st.yard.findIndex((y) => y.vehicleId === vehicleId);
              if (at >= 0) st.yard.splice(at, 1);
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    updatePump: build.mutation<DeskTask, { taskId: number; pumpId?: number; pumpType?: string; spacingMinutes?: number }>({
      query: (body) => ({ url: '/production/dispatch/update-pump-type', method: 'POST', body }),
      invalidatesTags: [TAG],
    }),
  }),
});
