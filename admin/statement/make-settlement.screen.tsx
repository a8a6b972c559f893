import { useState } from 'react';
import { App, Button, DatePicker, Input, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { requestData } from '../../src/api/http-client';
import { PermissionGate } from '../../src/ui/permission-gate';
import { dayValue, plantMonth } from '../../src/ui/plant-day';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { CustomerProjectPick } from './customer-pick';
import { manualCostResource, manualCostTypeResource } from './manual-cost.resource';
import { SheetView, type Sheet } from './sheet-view';

const SHEET = '/sales/sanysettlementsheet';

/** Make: a customer (a project), a period, the preview of the priced delivery book, then the sheet. */
function MakeSheet() {
  const t = useResourceT();
  const { message } = App.useApp();
  const [pick, setPick] = useState<{ customerId?: number; projectId?: number }>({});
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => { const m = dayValue(plantMonth()); return [m, m.endOf('month')]; });
  const [remark, setRemark] = useState('');
  const [preview, setPreview] = useState<Sheet | null>(null);
  const body = () => ({ customerId: pick.customerId, ...(pick.projectId !== undefined ? { projectId: pick.projectId } : {}),
    startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') });
  // requestData has told the user already
  const fail = () => undefined;
  const run = async (make: boolean) => {
    if (pick.customerId === undefined) { void message.warning(t('statement.chooseCustomer')); return; }
    if (!make) { setPreview(await requestData<Sheet>(`${SHEET}/settlement-sheet-make`, { params: Object.fromEntries(Object.entries(body()).map(([k, v]) => [k, String(v)])) })); return; }
    const sheet = await requestData<Sheet>(`${SHEET}/settlement-make`, { method: 'POST', body: { ...body(), remark } });
    void message.success(sheet.settlementCode ?? t('ui.saved'));
    setPreview(null);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <CustomerProjectPick customerId={pick.customerId} projectId={pick.projectId} onChange={(v) => { setPick(v); setPreview(null); }} />
        <DatePicker.RangePicker allowClear={false} value={range} onChange={(v) => { if (v?.[0] && v[1]) { setRange([v[0], v[1]]); setPreview(null); } }} data-testid="make-range" />
        <Input style={{ width: 240 }} placeholder={t('res.remark')} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
        <Button onClick={() => run(false).catch(fail)} data-testid="make-preview">{t('statement.preview')}</Button>
        <PermissionGate button="make">
          <Button type="primary" disabled={!preview} onClick={() => run(true).catch(fail)} data-testid="make-confirm">{t('statement.make')}</Button>
        </PermissionGate>
      </Space>
      {preview && <SheetView sheet={preview} />}
    </>
  );
}

/** A manual cost is confirmed before it can go on a sheet. */
function ConfirmCost({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  if (Number(row.confirmState) === 1) return null;
  return (
    <PermissionGate button="confirm">
      <Button size="small" type="link" onClick={() => requestData('/sales/manual/cost/confirm', { method: 'POST', body: { id: row.id } }).then(onDone).catch(() => undefined)}>
        {t('statement.confirm')}</Button>
    </PermissionGate>
  );
}

/** /statement/make-settlement-bill: make a sheet; the manual costs it takes and their types. */
export default function Screen() {
  const t = useResourceT();
  return (
    <Tabs items={[
      { key: 'make', label: t('statement.makeTitle'), children: <MakeSheet /> },
      { key: 'costs', label: t('statement.costTitle'), children: (
        <ResourceScreen def={manualCostResource} rowActions={(row, api) => <ConfirmCost row={row} onDone={api.list.reload} />} />) },
      { key: 'types', label: t('statement.costTypeTitle'), children: <ResourceScreen def={manualCostTypeResource} /> },
    ]} />
  );
}
