import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import type { QueueEntry } from '../../src/domain/events';
import { BoardTable } from '../widgets/board-table';
import { useOrgName } from '../widgets/use-org-name';
import { usePlantNow } from '../widgets/use-plant-now';
import '../widgets/widgets.css';
import './queue-board.css';

/** Rows that fit on the 1080-pixel canvas at a size legible from 5 m. */
const ROWS = 8;

/** /bridge/self/queueshow: the driver queue for the yard screen, in very large type. */
export default function QueueBoard() {
  const { t } = useTranslation();
  const queue = useChannel('queue');
  const now = usePlantNow(1000);
  const orgName = useOrgName();
  const list = [...(queue?.list ?? [])].sort((a, b) => a.orgId.localeCompare(b.orgId) || a.position - b.position);
  const stations = new Set(list.map((q) => q.orgId)).size;
  return (
    <div className="queue-board">
      <header className="queue-head">
        <h1>{t('board.queue.title')}</h1>
        <span className="queue-count">{t('board.queue.waiting')} <b>{list.length}</b></span>
        <time>{now.slice(11)}</time>
      </header>
      <BoardTable
        size="huge" rows={list} rowKey={(q) => q.vehicleId} max={ROWS} empty={t('board.queue.empty')}
        columns={[
          ...(stations > 1 ? [{ key: 'org', title: t('board.environment.station'), width: 220, render: (q: QueueEntry) => orgName(q.orgId) }] : []),
          { key: 'pos', title: t('board.queue.position'), width: 150, align: 'center', render: (q) => q.position },
          { key: 'inner', title: t('board.queue.innerNumber'), width: 260, render: (q) => q.innerNumber },
          { key: 'plate', title: t('board.queue.plate'), width: 360, render: (q) => q.plate },
          { key: 'driver', title: t('board.queue.driver'), render: (q) => q.driverName },
          { key: 'task', title: t('board.queue.task'), render: (q) => q.taskCode ?? '—' },
          { key: 'since', title: t('board.queue.since'), width: 240, render: (q) => q.since.slice(11, 16) },
        ]}
      />
    </div>
  );
}
