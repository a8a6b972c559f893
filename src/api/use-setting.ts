import { resourceApi } from './resource.api';

interface SettingRow {
  type: string;
  value: string;
}

/** The value of one setting type in a page of settings, trimmed; undefined when unset. */
export function settingValue(rows: ReadonlyArray<SettingRow> | undefined, type: string): string | undefined {
  const v = (rows ?? []).find((r) => r.type === type)?.value?.trim();
  return v ? v : undefined;
}

/**
 * The value of a typed setting (spec: `system/basic/findbyvalue?type=…`, e.g. bigscreen_title,
 * map_tile_url) for the acting organisation; undefined while loading, when unset or unreadable,
 * so callers keep their default. Cached as the `setting` object, so an edit on the settings screen
 * reaches the boards and maps without a reload.
 */
export function useSetting(type: string): string | undefined {
  const { data } = resourceApi.useResourcePageQuery({ name: 'setting', path: '/system/basic/findbyvalue', params: { type, page: 1, limit: 200 } });
  return settingValue(data?.list as SettingRow[] | undefined, type);
}
