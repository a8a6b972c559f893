import { useEffect, useState } from 'react';
import { requestData } from '../../src/api/http-client';

interface SettingRow { type: string; value: string }

/**
 * The `map_tile_url` setting (system/basic/findbyvalue); '' until it loads, when it is empty or
 * when it cannot be read, so the map always has its offline base.
 */
export function useTileUrl(): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    requestData<{ list: SettingRow[] }>('/system/basic/findbyvalue', { params: { type: 'map_tile_url', page: 1, limit: 20 } })
      .then((page) => {
        const value = page.list?.find((r) => r.type === 'map_tile_url')?.value?.trim() ?? '';
        if (live && /^https?:\/\/|^\//.test(value)) setUrl(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return url;
}
