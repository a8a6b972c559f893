import { useTranslation } from 'react-i18next';
import { reminderVars } from '../../src/live/notice-desk';
import { useBoardNotices } from '../../src/live/use-notice-desk';

/**
 * Sampling reminders drawn inside the board's scaled canvas, in the strip reserved for them
 * (board.css: between the header and the panels, left of the clock; at the bottom of a board
 * without header). One line: the newest reminder, how many more wait, and a close button.
 */
export function BoardNotices({ place }: { place: 'strip' | 'foot' }) {
  const { t } = useTranslation();
  const { notices, dismiss } = useBoardNotices();
  const newest = notices[notices.length - 1];
  if (!newest) return null;
  const more = notices.length - 1;
  return (
    <div className={`board-notices board-notices-${place}`} role="alert" data-testid="board-notices">
      <span className="board-notice-icon" aria-hidden>
        ⚠
      </span>
      <b>{t('live.sampling.title')}</b>
      <span className="board-notice-text">{t('live.sampling.body', reminderVars(newest.reminder))}</span>
      {more > 0 && <span className="board-notice-more">{t('live.sampling.more', { count: more })}</span>}
      <button type="button" className="board-notice-close" aria-label={t('live.sampling.close')} onClick={() => dismiss(newest.key)}>
        ×
      </button>
    </div>
  );
}
