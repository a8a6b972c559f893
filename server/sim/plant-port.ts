import type { EnvironmentInput } from '../operations/monitoring.service';
import type { OpsDeps } from '../operations/ops-deps';
import type { OpenTaskInput } from '../operations/task.service';
import type { PositionInput, StatusChange } from '../operations/vehicle.service';
import type { WeighInInput } from '../operations/gate.service';
import type { ParkDeviceStatus, SiloLive } from '../../src/domain/events';
import { enqueue } from '../operations/queue.service';
import { issueTicket } from '../operations/ticket.service';
import { setVehicleStatus, moveVehicles } from '../operations/vehicle.service';
import { recordBatch } from '../operations/production.service';
import { assignLine, completeTask, openTask } from '../operations/task.service';
import { weighIn } from '../operations/gate.service';
import { recordEnvironment, recordMeter } from '../operations/monitoring.service';
import { endWash, recordDevicesSeen, setDeviceStatus, startWash, type WashStart } from '../operations/park.service';

/**
 * Everything the simulator may do to the plant: exactly the operations services an integration
 * or an admin screen calls. Tests give the simulator a recording fake instead.
 */
export interface PlantPort {
  enqueue(input: { vehicleId: number }): Promise<unknown>;
  issueTicket(input: { taskId: number; vehicleId: number; quantity: number }): Promise<{ id: number }>;
  setStatus(change: StatusChange): Promise<unknown>;
  recordBatch(input: { hostId: number; ticketId: number; quantity: number }): Promise<{ silos: SiloLive[] }>;
  move(positions: PositionInput[]): Promise<unknown>;
  openTask(input: OpenTaskInput): Promise<{ id: number }>;
  assignLine(input: { taskId: number; hostId: number }): Promise<unknown>;
  completeTask(input: { taskId: number }): Promise<unknown>;
  weighIn(input: WeighInInput): Promise<{ net: number }>;
  environment(input: EnvironmentInput): Promise<unknown>;
  meter(input: { orgId: string; meter: string; value: number }): Promise<unknown>;
  deviceStatus(input: { deviceId: number; status: ParkDeviceStatus }): Promise<unknown>;
  devicesSeen(input: { deviceIds: number[] }): Promise<unknown>;
  startWash(input: WashStart): Promise<{ id: number }>;
  endWash(input: { washId: number; waterLitres: number }): Promise<unknown>;
}

export function servicePort(deps: OpsDeps): PlantPort {
  return {
    enqueue: (i) => enqueue(deps, i),
    issueTicket: (i) => issueTicket(deps, i),
    setStatus: (c) => setVehicleStatus(deps, c),
    recordBatch: (i) => recordBatch(deps, i),
    move: (p) => moveVehicles(deps, p),
    openTask: (i) => openTask(deps, i),
    assignLine: (i) => assignLine(deps, i),
    completeTask: (i) => completeTask(deps, i),
    weighIn: (i) => weighIn(deps, i),
    environment: (i) => recordEnvironment(deps, i),
    meter: (i) => recordMeter(deps, i),
    deviceStatus: (i) => setDeviceStatus(deps, i),
    devicesSeen: (i) => recordDevicesSeen(deps, i),
    startWash: (i) => startWash(deps, i),
    endWash: (i) => endWash(deps, i),
  };
}
