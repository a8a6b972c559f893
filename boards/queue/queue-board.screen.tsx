import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { BoardTable } from '../widgets/board-table';
import { useOrgName } from '../widgets/use-org-name';
import { usePlantNow } from '../widgets/use-plant-now';
import { useRotation } from '../widgets/use-rotation';
import { queueOf, queueStations, waited } from './queue-figures';
import '../widgets/widgets.css';
import './queue-board.css';

/** A station's queue stays up long enough for a driver to find his truck. */
const STATION_MS = 20_000;

/** /bridge/self/queueshow: the driver queue for the yard screen in very large type, one station at a time. */
export default function QueueBoard() {
  const { t } = useTranslation();
  const queue = useChannel('queue');
  const now = usePlantNow(1000);
  const orgName = useOrgName();
  const stations = useMemo(() => queueStations(queue?.list ?? []), [queue]);
  const turn = useRotation(stations.length, STATION_MS);
  const station = stations[Math.min(turn, stations.length - 1)];
  const list = useMemo(() => queueOf(queue?.list ?? [], station), [queue, station]);
  return (
    <div className="queue-board">
      <header className="queue-head">
        <h1>
          {t('board.queue.title')}
          {station && (
            <span className="queue-station" data-testid="queue-station">
              {' '}
              · {orgName(station)}
            </span>
          )}
        </h1>
        {stations.length > 1 && (
          <span className="queue-count">
            {turn + 1}/{stations.length}
          </span>
        )}
        <span className="queue-count">
          {t('board.queue.waiting')} <b>{list.length}</b>
        </span>
        <time>{now.slice(11)}</time>
      </header>
      <BoardTable
        size="huge"
        rows={list}
        rowKey={(q) => q.vehicleId}
        empty={t('board.queue.empty')}
        columns={[
          { key: 'pos', title: t('board.queue.position'), width: 150, align: 'center', render: (q) => q.position },
          { key: 'inner', title: t('board.queue.innerNumber'), width: 260, render: (q) => q.innerNumber },
          { key: 'plate', title: t('board.queue.plate'), width: 360, render: (q) => q.plate },
          { key: 'driver', title: t('board.queue.driver'), render: (q) => q.driverName },
          {
            key: 'task',
            title: t('board.queue.nextTask'),
            render: (q) => q.taskCode ?? <span className="queue-unassigned">{t('board.queue.unassigned')}</span>,
          },
          { key: 'waited', title: t('board.queue.waited'), width: 240, align: 'right', render: (q) => waited(q.since, now) },
        ]}
      />
    </div>
  );
}
