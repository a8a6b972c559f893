import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { baseChart, categoryAxis, valueAxis } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { useRotation } from '../widgets/use-rotation';
import { receivedByMaterial, siloAlarm, silosForBoard } from './material-figures';
import { SiloBars } from './silo-bars';
import '../widgets/widgets.css';
import './material-board.css';

/** Each station's silos in turn: all of them at once would be too small to read across a room. */
const STATION_PAGE_MS = 15_000;
const AREAS = `"silos receipts" "silos consumption" "silos weigh"`;

const barOption = (rows: { materialName: string; quantity: number }[], name: string, color: string, unit: string) => ({
  ...baseChart,
  grid: { ...baseChart.grid, left: 80 },
  xAxis: categoryAxis(
    rows.map((r) => r.materialName),
    760,
  ),
  yAxis: { ...valueAxis(unit), splitNumber: 3 },
  series: [{ type: 'bar', name, data: rows.map((r) => r.quantity), barWidth: '50%', itemStyle: { color } }],
});

/** /bigscreen/material: silo levels against alarms, today's receipts and consumption, weighbridge feed. */
export default function MaterialBoard() {
  const { t } = useTranslation();
  const materials = useChannel('materials');
  const orgName = useOrgName();
  const stations = useMemo(() => [...new Set((materials?.silos ?? []).map((x) => x.orgId))].sort(), [materials?.silos]);
  const page = useRotation(stations.length, STATION_PAGE_MS);
  const station = stations[page];
  const silos = useMemo(() => silosForBoard((materials?.silos ?? []).filter((x) => x.orgId === station)), [materials?.silos, station]);
  const alarmsElsewhere = (materials?.silos ?? []).filter((x) => x.orgId !== station && siloAlarm(x)).length;
  const receipts = useMemo(() => [...(materials?.receipts ?? [])].sort((a, b) => b.time.localeCompare(a.time)), [materials?.receipts]);
  const today = receipts[0]?.time.slice(0, 10) ?? '';
  const tons = t('board.material.tons');
  const received = useMemo(
    () => barOption(receivedByMaterial(receipts, today), t('board.material.receipts'), BOARD_THEME.good, tons),
    [receipts, today, t, tons],
  );
  const consumed = useMemo(
    () => barOption(materials?.consumptionToday ?? [], t('board.material.consumption'), BOARD_THEME.warn, tons),
    [materials?.consumptionToday, t, tons],
  );

  return (
    <div className="board-grid" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1.1fr 1fr', gridTemplateRows: '1fr 1fr 360px' }}>
      <Panel
        title={
          station
            ? `${t('board.material.silos')} · ${orgName(station)}${stations.length > 1 ? ` (${page + 1}/${stations.length})` : ''}`
            : t('board.material.silos')
        }
        area="silos"
        extra={alarmsElsewhere > 0 && <span className="silo-elsewhere">{t('board.material.alarmsElsewhere', { count: alarmsElsewhere })}</span>}
      >
        {silos.length ? <SiloBars silos={silos} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.receipts')} area="receipts">
        {receipts.length ? <EChart option={received} label={t('board.material.receipts')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.consumption')} area="consumption">
        {materials?.consumptionToday.length ? <EChart option={consumed} label={t('board.material.consumption')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.weighbridge')} area="weigh">
        <BoardTable
          rows={receipts}
          rowKey={(r) => r.id}
          max={7}
          empty={t('board.noData')}
          columns={[
            { key: 'time', title: t('board.material.time'), width: 130, render: (r) => r.time.slice(11) },
            { key: 'plate', title: t('board.material.plate'), render: (r) => r.plate },
            { key: 'material', title: t('board.material.material'), render: (r) => r.materialName },
            { key: 'supplier', title: t('board.material.supplier'), render: (r) => r.supplierName },
            { key: 'net', title: `${t('board.material.net')} (${tons})`, align: 'right', render: (r) => r.net },
          ]}
        />
      </Panel>
    </div>
  );
}
