import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleLive, VehicleStatus } from '../domain/events';
import { countByStatus, truckRows, visibleRange } from './truck-list';
import { statusColour, statusLabelKey } from './vehicle-status';

const ROW = 36;
/** rows drawn before the list has been measured (the stylesheet of the board or the screen sets its height) */
const FIRST_VIEW = 700;

export interface TruckListPanelProps {
  vehicles: readonly VehicleLive[];
  statuses: ReadonlySet<VehicleStatus>;
  selectedId: number | null;
  /** leave room for the detail card (the stylesheet gives the compact list its height) */
  compact: boolean;
  onToggleStatus(status: VehicleStatus | null): void;
  onSelect(id: number): void;
}

/** Status filter chips with counts over a windowed list of trucks (1,000 rows stay cheap). */
export function TruckListPanel({ vehicles, statuses, selectedId, compact, onToggleStatus, onSelect }: TruckListPanelProps) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const [query, setQuery] = useState('');
  const counts = useMemo(() => countByStatus(vehicles), [vehicles]);
  const rows = useMemo(() => truckRows(vehicles, statuses, query), [vehicles, statuses, query]);
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(FIRST_VIEW);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver !== 'function') return undefined;
    const watch = new ResizeObserver(() => setView(el.clientHeight || FIRST_VIEW));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const [first, last] = visibleRange(scrollTop, view, ROW, rows.length);
  return (
    <section className={`dispatch-map-list${compact ? ' is-compact' : ''}`} aria-label={t('mapBoard.trucks')}>
      <input
        type="search"
        className="dispatch-map-search"
        value={query}
        placeholder={t('mapBoard.search')}
        aria-label={t('mapBoard.search')}
        onChange={(e) => {
          setQuery(e.target.value);
          setScrollTop(0);
          if (box.current) box.current.scrollTop = 0;
        }}
      />
      <div className="dispatch-map-chips" role="group" aria-label={t('mapBoard.filter')}>
        <button type="button" className={`dispatch-map-chip${statuses.size ? '' : ' is-on'}`} onClick={() => onToggleStatus(null)}>
          {t('mapBoard.all')} <b>{vehicles.length}</b>
        </button>
        {counts
          .filter(([s, n]) => n > 0 || statuses.has(s))
          .map(([s, n]) => (
            <button
              key={s}
              type="button"
              className={`dispatch-map-chip${statuses.has(s) ? ' is-on' : ''}`}
              aria-pressed={statuses.has(s)}
              data-status={s}
              onClick={() => onToggleStatus(s)}
            >
              <i style={{ background: statusColour(s) }} />
              {t(statusLabelKey(s))} <b>{n}</b>
            </button>
          ))}
      </div>
      <div ref={box} className="dispatch-map-rows" onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} role="list">
        <div style={{ height: rows.length * ROW, position: 'relative' }}>
          {rows.slice(first, last).map((v, i) => (
            <button
              key={v.id}
              type="button"
              role="listitem"
              data-truck-id={v.id}
              className={`dispatch-map-row${v.id === selectedId ? ' is-selected' : ''}`}
              style={{ top: (first + i) * ROW, height: ROW }}
              onClick={() => onSelect(v.id)}
            >
              <i style={{ background: statusColour(v.status) }} />
              <span className="dispatch-map-row-no">{v.innerNumber}</span>
              <span className="dispatch-map-row-plate">{v.plate}</span>
              <span className="dispatch-map-row-status">{t(statusLabelKey(v.status))}</span>
              <span className="dispatch-map-row-task">{v.taskCode ?? ''}</span>
            </button>
          ))}
        </div>
        {query && !rows.length && <p className="dispatch-map-none">{t('mapBoard.noMatch')}</p>}
      </div>
    </section>
  );
}
