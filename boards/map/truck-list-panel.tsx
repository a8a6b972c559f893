import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleLive, VehicleStatus } from '../../src/domain/events';
import { countByStatus, truckRows, visibleRange } from './truck-list';
import { statusColour, statusLabelKey } from './vehicle-status';

const ROW = 36;
/** list heights with and without the detail card below it, inside the 1920x1080 board body */
const VIEW = { full: 700, compact: 330 };

export interface TruckListPanelProps {
  vehicles: readonly VehicleLive[];
  statuses: ReadonlySet<VehicleStatus>;
  selectedId: number | null;
  /** leave room for the detail card */
  compact: boolean;
  onToggleStatus(status: VehicleStatus | null): void;
  onSelect(id: number): void;
}

/** Status filter chips with counts over a windowed list of trucks (1,000 rows stay cheap). */
export function TruckListPanel({ vehicles, statuses, selectedId, compact, onToggleStatus, onSelect }: TruckListPanelProps) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const counts = useMemo(() => countByStatus(vehicles), [vehicles]);
  const rows = useMemo(() => truckRows(vehicles, statuses), [vehicles, statuses]);
  const view = compact ? VIEW.compact : VIEW.full;
  const [first, last] = visibleRange(scrollTop, view, ROW, rows.length);
  return (
    <section className="map-board-list" aria-label={t('mapBoard.trucks')}>
      <div className="map-board-chips" role="group" aria-label={t('mapBoard.filter')}>
        <button type="button" className={`map-board-chip${statuses.size ? '' : ' is-on'}`} onClick={() => onToggleStatus(null)}>
          {t('mapBoard.all')} <b>{vehicles.length}</b>
        </button>
        {counts.filter(([s, n]) => n > 0 || statuses.has(s)).map(([s, n]) => (
          <button key={s} type="button" className={`map-board-chip${statuses.has(s) ? ' is-on' : ''}`} aria-pressed={statuses.has(s)} data-status={s} onClick={() => onToggleStatus(s)}>
            <i style={{ background: statusColour(s) }} />{t(statusLabelKey(s))} <b>{n}</b>
          </button>
        ))}
      </div>
      <div className="map-board-rows" style={{ height: view }} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} role="list">
        <div style={{ height: rows.length * ROW, position: 'relative' }}>
          {rows.slice(first, last).map((v, i) => (
            <button
              key={v.id} type="button" role="listitem" data-truck-id={v.id}
              className={`map-board-row${v.id === selectedId ? ' is-selected' : ''}`}
              style={{ top: (first + i) * ROW, height: ROW }}
              onClick={() => onSelect(v.id)}
            >
              <i style={{ background: statusColour(v.status) }} />
              <span className="map-board-row-no">{v.innerNumber}</span>
              <span className="map-board-row-plate">{v.plate}</span>
              <span className="map-board-row-status">{t(statusLabelKey(v.status))}</span>
              <span className="map-board-row-task">{v.taskCode ?? ''}</span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
