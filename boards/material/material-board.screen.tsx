import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { baseChart, categoryAxis, valueAxis } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { receivedByMaterial, silosForBoard } from './material-figures';
import { SiloBars } from './silo-bars';
import '../widgets/widgets.css';
import './material-board.css';

const AREAS = `"silos receipts" "silos consumption" "silos weigh"`;

const barOption = (rows: { materialName: string; quantity: number }[], name: string, color: string, unit: string) => ({
  ...baseChart,
  grid: { ...baseChart.grid, left: 80 },
  xAxis: categoryAxis(rows.map((r) => r.materialName)),
  yAxis: valueAxis(unit),
  series: [{ type: 'bar', name, data: rows.map((r) => r.quantity), barWidth: '50%', itemStyle: { color } }],
});

/** /bigscreen/material: silo levels against alarms, today's receipts and consumption, weighbridge feed. */
export default function MaterialBoard() {
  const { t } = useTranslation();
  const materials = useChannel('materials');
  const orgName = useOrgName();
  const silos = useMemo(() => silosForBoard(materials?.silos ?? []), [materials?.silos]);
  const receipts = useMemo(() => [...(materials?.receipts ?? [])].sort((a, b) => b.time.localeCompare(a.time)), [materials?.receipts]);
  const today = receipts[0]?.time.slice(0, 10) ?? '';
  const tons = t('board.material.tons');
  const received = useMemo(() => barOption(receivedByMaterial(receipts, today), t('board.material.receipts'), BOARD_THEME.good, tons), [receipts, today, t, tons]);
  const consumed = useMemo(() => barOption(materials?.consumptionToday ?? [], t('board.material.consumption'), BOARD_THEME.warn, tons), [materials?.consumptionToday, t, tons]);

  return (
    <div className="board-grid" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1.1fr 1fr', gridTemplateRows: '1fr 1fr 360px' }}>
      <Panel title={t('board.material.silos')} area="silos">
        {silos.length ? <SiloBars silos={silos} orgName={orgName} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.receipts')} area="receipts">
        {receipts.length ? <EChart option={received} label={t('board.material.receipts')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.consumption')} area="consumption">
        {materials?.consumptionToday.length ? <EChart option={consumed} label={t('board.material.consumption')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.material.weighbridge')} area="weigh">
        <BoardTable
          rows={receipts} rowKey={(r) => r.id} max={7} empty={t('board.noData')}
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
