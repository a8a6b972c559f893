import { useEffect, useState } from 'react';
import { requestData } from './http-client';

interface SettingRow { type: string; value: string }

/**
 * The value of a typed setting (spec: `system/basic/findbyvalue?type=…`, e.g. bigscreen_title,
 * map_tile_url) for the acting organisation; undefined while loading, when unset or unreadable,
 * so callers keep their default.
 */
export function useSetting(type: string): string | undefined {
  const [value, setValue] = useState<string>();
  useEffect(() => {
    let live = true;
    requestData<{ list?: SettingRow[] }>('/system/basic/findbyvalue', { params: { type, page: 1, limit: 200 } })
      .then((page) => {
        const v = (page.list ?? []).find((r) => r.type === type)?.value?.trim();
        if (live) setValue(v ? v : undefined);
      }, () => undefined);
    return () => {
      live = false;
    };
  }, [type]);
  return value;
}
