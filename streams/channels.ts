import type { ChannelName } from '../src/domain/events';
import type { ChannelDef } from './channel';
import { environmentChannel, type EnvironmentState } from './channels/environment.channel';
import { materialsChannel, type MaterialsState } from './channels/materials.channel';
import { noticesChannel, type NoticesState } from './channels/notices.channel';
import { parkChannel, type ParkState } from './channels/park.channel';
import { productionChannel, type ProductionState } from './channels/production.channel';
import { queueChannel, type QueueState } from './channels/queue.channel';
import { samplingChannel, type SamplingState } from './channels/sampling.channel';
import { tasksChannel, type TasksState } from './channels/tasks.channel';
import { vehiclesChannel, type VehiclesState } from './channels/vehicles.channel';

/** The state each channel holds. */
export interface ChannelStates {
  vehicles: VehiclesState;
  tasks: TasksState;
  production: ProductionState;
  materials: MaterialsState;
  queue: QueueState;
  environment: EnvironmentState;
  park: ParkState;
  notices: NoticesState;
  sampling: SamplingState;
}

/** Every channel, by name: the one place a channel is declared. */
export const CHANNELS: { [N in ChannelName]: ChannelDef<ChannelStates[N]> } = {
  vehicles: vehiclesChannel,
  tasks: tasksChannel,
  production: productionChannel,
  materials: materialsChannel,
  queue: queueChannel,
  environment: environmentChannel,
  park: parkChannel,
  notices: noticesChannel,
  sampling: samplingChannel,
};
