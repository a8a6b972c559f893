import { useTranslation } from 'react-i18next';
import type { CarWashLive, ParkDeviceLive, ParkDeviceStatus } from '../../src/domain/events';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { cameraList, clockOf, devicesByKind, devicesDownFirst, deviceTotals, latestWashes, litresToM3, washStations } from './park-figures';
import './park-board.css';

const STATUS_COLOUR: Record<ParkDeviceStatus, string> = { online: BOARD_THEME.good, offline: BOARD_THEME.warn, fault: BOARD_THEME.bad };
const RECENT_WASHES = 3;

function StatusTag({ status }: { status: ParkDeviceStatus }) {
  const { t } = useTranslation();
  return (
    <span className="board-tag" style={{ background: STATUS_COLOUR[status] }}>
      {t(`board.park.statuses.${status}`)}
    </span>
  );
}

/** A count coloured by the status it counts when it is not zero. */
const count = (n: number, status: ParkDeviceStatus) => <b style={{ color: n ? STATUS_COLOUR[status] : BOARD_THEME.muted }}>{n}</b>;

/** Every device of the scope: counts by kind and status, then the devices with faults and offline ones first. */
export function DevicesPanel({ devices, today, area }: { devices: readonly ParkDeviceLive[]; today: string; area: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const totals = deviceTotals(devices);
  return (
    <Panel
      title={t('board.park.devices')}
      area={area}
      extra={devices.length ? <span className="park-extra">{t('board.park.onlineOf', totals)}</span> : undefined}
    >
      {devices.length ? (
        <div className="park-stack">
          <BoardTable
            size="compact"
            rows={devicesByKind(devices)}
            rowKey={(k) => k.kind}
            max={10}
            empty={t('board.noData')}
            columns={[
              { key: 'kind', title: t('board.park.kind'), render: (k) => t(`board.park.kinds.${k.kind}`, { defaultValue: k.kind }) },
              ...(['online', 'offline', 'fault'] as const).map((s) => ({
                key: s,
                title: t(`board.park.statuses.${s}`),
                align: 'right' as const,
                render: (k: { [K in ParkDeviceStatus]: number }) => count(k[s], s),
              })),
            ]}
          />
          <BoardTable
            size="compact"
            rows={devicesDownFirst(devices)}
            rowKey={(d) => d.id}
            empty={t('board.noData')}
            columns={[
              { key: 'org', title: t('board.park.station'), width: 90, render: (d) => orgName(d.orgId) },
              { key: 'name', title: t('board.park.name'), render: (d) => d.name },
              { key: 'status', title: t('board.park.status'), width: 130, render: (d) => <StatusTag status={d.status} /> },
              { key: 'since', title: t('board.park.since'), width: 130, align: 'right', render: (d) => clockOf(d.statusSince, today) },
            ]}
          />
        </div>
      ) : (
        <NoData text={t('board.noData')} />
      )}
    </Panel>
  );
}

/** The cameras with their status, those not online first; long lists turn their pages. */
export function CamerasPanel({ devices, area }: { devices: readonly ParkDeviceLive[]; area: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const cameras = cameraList(devices);
  const online = cameras.filter((c) => c.status === 'online').length;
  const extra = cameras.length ? <span className="park-extra">{t('board.park.onlineOf', { online, total: cameras.length })}</span> : undefined;
  return (
    <Panel title={t('board.park.cameras')} area={area} extra={extra}>
      <BoardTable
        size="compact"
        rows={cameras}
        rowKey={(c) => c.id}
        empty={t('board.noData')}
        columns={[
          { key: 'name', title: t('board.park.name'), render: (c) => c.name },
          { key: 'area', title: t('board.park.area'), width: 100, render: (c) => c.area },
          { key: 'org', title: t('board.park.station'), width: 90, render: (c) => orgName(c.orgId) },
          { key: 'status', title: t('board.park.status'), width: 130, render: (c) => <StatusTag status={c.status} /> },
        ]}
      />
    </Panel>
  );
}

/** Today's washes per station with the water they used, and the last trucks through the washers. */
export function WasherPanel({ devices, todays, area }: { devices: readonly ParkDeviceLive[]; todays: readonly CarWashLive[]; area: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const stations = washStations(devices, todays);
  const water = (litres: number) => (
    <>
      {litresToM3(litres)}
      <small className="park-unit">m³</small>
    </>
  );
  return (
    <Panel
      title={t('board.park.carWasher')}
      area={area}
      extra={
        todays.length ? (
          <span className="park-extra">
            {t('board.park.washes')} {todays.length}
          </span>
        ) : undefined
      }
    >
      {stations.length ? (
        <div className="park-stack">
          <BoardTable
            size="compact"
            rows={stations}
            rowKey={(s) => s.orgId}
            max={4}
            empty={t('board.noData')}
            columns={[
              { key: 'org', title: t('board.park.station'), render: (s) => orgName(s.orgId) },
              { key: 'washers', title: t('board.park.washers'), align: 'right', render: (s) => `${s.washersOnline}/${s.washers}` },
              { key: 'washes', title: t('board.park.washes'), align: 'right', render: (s) => <b>{s.washes}</b> },
              { key: 'washing', title: t('board.park.washing'), align: 'right', render: (s) => s.washing },
              { key: 'water', title: t('board.park.waterUsed'), align: 'right', render: (s) => water(s.waterLitres) },
            ]}
          />
          <BoardTable
            size="compact"
            rows={latestWashes(todays, RECENT_WASHES)}
            rowKey={(w) => w.id}
            max={RECENT_WASHES}
            empty={t('board.park.noWashes')}
            columns={[
              { key: 'plate', title: `${t('board.park.recentWashes')} · ${t('board.park.plate')}`, render: (w) => w.plate },
              { key: 'org', title: t('board.park.station'), width: 90, render: (w) => orgName(w.orgId) },
              { key: 'time', title: t('board.park.time'), width: 90, align: 'right', render: (w) => w.startedAt.slice(11, 16) },
              {
                key: 'water',
                title: t('board.park.waterUsed'),
                width: 110,
                align: 'right',
                render: (w) => (w.waterLitres === null ? <span style={{ color: BOARD_THEME.accent }}>{t('board.park.washing')}</span> : `${w.waterLitres} L`),
              },
            ]}
          />
        </div>
      ) : (
        <NoData text={t('board.noData')} />
      )}
    </Panel>
  );
}
