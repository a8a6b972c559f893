import { useState } from 'react';
import { App, Button, DatePicker, Input, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { PermissionGate } from '../../src/ui/permission-gate';
import { dayValue, plantMonth } from '../../src/ui/plant-day';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { CustomerProjectPick } from './customer-pick';
import { manualCostResource, manualCostTypeResource } from './manual-cost.resource';
import { SheetView } from './sheet-view';
import { useConfirmManualCostMutation, useLazySheetPreviewQuery, useMakeSheetMutation, type SheetAsk } from './statement.api';

/** Make: a customer (a project), a period, the preview of the priced delivery book, then the sheet. */
function MakeSheet() {
  const t = useResourceT();
  const { message } = App.useApp();
  const [pick, setPick] = useState<{ customerId?: number; projectId?: number }>({});
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const m = dayValue(plantMonth());
    return [m, m.endOf('month')];
  });
  const [remark, setRemark] = useState('');
  // the preview shown: the last one asked for, until the customer or the period changes
  const [askPreview, { currentData: preview, reset: dropPreview }] = useLazySheetPreviewQuery();
  const [makeSheet] = useMakeSheetMutation();
  const body = (customerId: number): SheetAsk => ({
    customerId,
    ...(pick.projectId !== undefined ? { projectId: pick.projectId } : {}),
    startDate: range[0].format('YYYY-MM-DD'),
    endDate: range[1].format('YYYY-MM-DD'),
  });
  // the client has told the user already
  const fail = () => undefined;
  const run = async (make: boolean) => {
    if (pick.customerId === undefined) {
      void message.warning(t('statement.chooseCustomer'));
      return;
    }
    if (!make) {
      await askPreview(body(pick.customerId)).unwrap();
      return;
    }
    const sheet = await makeSheet({ ...body(pick.customerId), remark }).unwrap();
    void message.success(sheet.settlementCode ?? t('ui.saved'));
    dropPreview();
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <CustomerProjectPick
          customerId={pick.customerId}
          projectId={pick.projectId}
          onChange={(v) => {
            setPick(v);
            dropPreview();
          }}
        />
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setRange([v[0], v[1]]);
              dropPreview();
            }
          }}
          data-testid="make-range"
        />
        <Input style={{ width: 240 }} placeholder={t('res.remark')} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
        <Button onClick={() => run(false).catch(fail)} data-testid="make-preview">
          {t('statement.preview')}
        </Button>
        <PermissionGate button="make">
          <Button type="primary" disabled={!preview} onClick={() => run(true).catch(fail)} data-testid="make-confirm">
            {t('statement.make')}
          </Button>
        </PermissionGate>
      </Space>
      {preview && <SheetView sheet={preview} />}
    </>
  );
}

/** A manual cost is confirmed before it can go on a sheet. */
function ConfirmCost({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const [confirm] = useConfirmManualCostMutation();
  if (Number(row.confirmState) === 1) return null;
  return (
    <PermissionGate button="confirm">
      <Button
        size="small"
        type="link"
        onClick={() =>
          confirm(Number(row.id))
            .unwrap()
            .then(onDone)
            .catch(() => undefined)
        }
      >
        {t('statement.confirm')}
      </Button>
    </PermissionGate>
  );
}

/** /statement/make-settlement-bill: make a sheet; the manual costs it takes and their types. */
export default function Screen() {
  const t = useResourceT();
  return (
    <Tabs
      items={[
        { key: 'make', label: t('statement.makeTitle'), children: <MakeSheet /> },
        {
          key: 'costs',
          label: t('statement.costTitle'),
          children: <ResourceScreen def={manualCostResource} rowActions={(row, api) => <ConfirmCost row={row} onDone={api.list.reload} />} />,
        },
        { key: 'types', label: t('statement.costTypeTitle'), children: <ResourceScreen def={manualCostTypeResource} /> },
      ]}
    />
  );
}
