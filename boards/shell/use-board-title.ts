import { useEffect, useState } from 'react';
import { requestData } from '../../src/api/http-client';

/** Spec doc 1 §2: the centred title is the setting whose type is bigscreen_title. */
export const TITLE_SETTING_TYPE = 'bigscreen_title';

export function useBoardTitle(): string | undefined {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    let live = true;
    requestData<{ list?: { type: string; value: string }[] }>('/system/basic/findbyvalue', { params: { type: TITLE_SETTING_TYPE, page: 1, limit: 200 } })
      .then((page) => {
        const hit = (page.list ?? []).find((s) => s.type === TITLE_SETTING_TYPE && s.value);
        if (live && hit) setTitle(hit.value);
      }, () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return title;
}
