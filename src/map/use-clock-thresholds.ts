import { resourceApi } from '../api/resource.api';
import { thresholdsOf, type ClockThresholds } from '../domain/concrete-clock';

interface SettingRow {
  type: string;
  value: string;
}

/**
 * The concrete clock's thresholds as the settings screen holds them (every `dispatch_*` setting in
 * one read), the defaults until they arrive: the boards, the map and the desk measure loads with
 * the same figures as the server's alerts.
 */
export function useClockThresholds(): ClockThresholds {
  const { data } = resourceApi.useResourcePageQuery({ name: 'setting', path: '/system/basic/findbyvalue', params: { type: 'dispatch_', page: 1, limit: 200 } });
  return thresholdsOf((data?.list ?? []) as unknown as SettingRow[]);
}
