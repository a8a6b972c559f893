import { VEHICLE_STATUSES, type VehicleStatus } from '../domain/events';

/**
 * The one status colour table of the boards: the map, its truck list and the home scene all read
 * it, so a truck is the same colour wherever it appears. Chosen for a dark background and
 * grouped by phase (blue at the plant, green on the road, yellow on site, red for exceptions).
 */
export const STATUS_COLOURS: Record<VehicleStatus, string> = {
  atPlant: '#8c8c8c',
  queued: '#bfbfbf',
  ticketed: '#69b1ff',
  loading: '#1677ff',
  loaded: '#4096ff',
  toJob: '#52c41a',
  arrived: '#13c2c2',
  pouring: '#fadb14',
  endPour: '#d4b106',
  washing: '#b37feb',
  returning: '#95de64',
  breakdown: '#ff4d4f',
  diverted: '#fa8c16',
  returnedLoad: '#eb2f96',
};

export const statusColour = (s: VehicleStatus): string => STATUS_COLOURS[s] ?? '#8c8c8c';

/** i18n key of a status label. */
export const statusLabelKey = (s: VehicleStatus): string => `vehicleStatus.${s}`;

export { VEHICLE_STATUSES };
export type { VehicleStatus };
