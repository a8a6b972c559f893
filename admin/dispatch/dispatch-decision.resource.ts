import { defineResource } from '../../src/domain/resources/types';

/**
 * Dispatch suggestions and what the dispatcher decided (accepted or overrode): read only, written
 * by the desk's suggestion calls (./dispatch.routes.ts). The desk's acceptance rate is computed from
 * these rows; the list is the audit trail of why each truck went where it went.
 */
export const dispatchDecisionResource = defineResource({
  name: 'dispatchDecision',
  table: 'dispatch_decisions',
  id: 'id',
  screen: '/production/adjust-center/dispatch-car',
  title: 'dispatchDecision.title',
  orgScoped: true,
  readOnly: true,
  fields: [
    { name: 'createdAt', type: 'datetime', label: 'dispatchDecision.createdAt', sortable: true, width: 170 },
    { name: 'taskId', type: 'int', label: 'dispatchDecision.taskId' },
    { name: 'vehicleId', type: 'int', label: 'dispatchDecision.vehicleId' },
    { name: 'lineId', type: 'int', label: 'dispatchDecision.lineId' },
    { name: 'etaMinutes', type: 'int', label: 'dispatchDecision.eta' },
    { name: 'decision', type: 'string', label: 'dispatchDecision.decision' },
    { name: 'chosenVehicleId', type: 'int', label: 'dispatchDecision.chosenVehicle' },
    { name: 'decidedBy', type: 'string', label: 'dispatchDecision.decidedBy' },
  ],
  search: [{ name: 'decision', type: 'input', label: 'dispatchDecision.decision' }],
  columns: ['createdAt', 'taskId', 'vehicleId', 'lineId', 'etaMinutes', 'decision', 'chosenVehicleId', 'decidedBy'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: {},
  actions: ['page', 'get'],
  // the desk's reads carry this object's tag: a ticket, task, truck or queue event refreshes them
  liveCommands: ['ticket', 'task', 'vehicleStatus', 'queue'],
});
