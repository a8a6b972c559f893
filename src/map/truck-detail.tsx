import { useTranslation } from 'react-i18next';
import type { TaskLive, VehicleLive } from '../domain/events';
import { statusColour, statusLabelKey } from './vehicle-status';

export interface TruckDetailProps {
  vehicle: VehicleLive;
  /** the task of the ticket the truck carries, when the tasks channel knows it */
  task: TaskLive | undefined;
  follow: boolean;
  onFollow(on: boolean): void;
  onClose(): void;
}

/** The selected truck with its current ticket: task code, project, quantity, driver. */
export function TruckDetail({ vehicle: v, task, follow, onFollow, onClose }: TruckDetailProps) {
  const { t } = useTranslation();
  const rows: Array<[string, string | number | null | undefined]> = [
    ['mapBoard.innerNumber', v.innerNumber],
    ['mapBoard.kind', t(`mapBoard.kinds.${v.kind}`)],
    ['mapBoard.driver', v.driverName],
    ['mapBoard.since', v.statusSince],
    ['mapBoard.speed', `${Math.round(v.speed)} km/h`],
  ];
  const ticket: Array<[string, string | number | null | undefined]> = [
    ['mapBoard.taskCode', v.taskCode],
    ['mapBoard.project', v.projectName],
    ['mapBoard.quantity', v.quantity === null ? null : `${v.quantity} m³`],
    ['mapBoard.customer', task?.customerName],
    ['mapBoard.site', task?.pouringSite],
    ['mapBoard.strength', task?.strength],
  ];
  return (
    <section className="dispatch-map-detail" role="dialog" aria-label={t('mapBoard.detail')} data-testid="truck-detail">
      <header>
        <h3>{v.plate}</h3>
        <span className="dispatch-map-status" style={{ background: statusColour(v.status) }}>
          {t(statusLabelKey(v.status))}
        </span>
        <button type="button" className="dispatch-map-close" aria-label={t('mapBoard.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <dl>
        {rows.map(([k, value]) => (
          <Row key={k} label={t(k)} value={value} />
        ))}
      </dl>
      <h4>{t('mapBoard.ticket')}</h4>
      {v.ticketId === null ? (
        <p className="dispatch-map-empty">{t('mapBoard.noTicket')}</p>
      ) : (
        <dl>
          {ticket.map(([k, value]) => (
            <Row key={k} label={t(k)} value={value} />
          ))}
        </dl>
      )}
      <label className="dispatch-map-follow">
        <input type="checkbox" checked={follow} onChange={(e) => onFollow(e.target.checked)} /> {t('mapBoard.follow')}
      </label>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </>
  );
}
