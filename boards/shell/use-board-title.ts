import { useEffect, useState } from 'react';
import { requestData } from '../../src/api/http-client';
import { useSetting } from '../../src/api/use-setting';
import { BOARD_TITLE, BOARD_TITLE_SETTING } from '../../src/domain/board-title';
import { useAppSelector } from '../../src/store/hooks';

/**
 * The boards' title: the acting organisation's own setting as the settings screen edits it (so an
 * edit shows without a reload), else what the server resolves for it (`boardTitleOf`): the
 * station's name on a station's boards, the company's title on the head office's.
 */
export function useBoardTitle(): string | undefined {
  const own = useSetting(BOARD_TITLE_SETTING);
  const orgId = useAppSelector((s) => s.session.orgId);
  const [resolved, setResolved] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    requestData<{ title: string | null }>(BOARD_TITLE).then(
      (d) => live && setResolved(d.title ?? undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orgId]);
  return own ?? resolved;
}
