import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { DayPicker } from '../../src/ui/day-picker';
import { PermissionGate } from '../../src/ui/permission-gate';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { fenToYuan } from '../../src/domain/sales/money';
import {
  useLazyOutsourcingPreSheetQuery,
  useLazyOutsourcingSheetQuery,
  useMakeOutsourcingSheetMutation,
  useOutsourcingUnitsQuery,
  useRevokeOutsourcingSheetMutation,
  type Period,
  type Sheet,
  type SheetLine,
} from './outsourcing.api';
import { outsourcingSettlementResource as def } from './settlement.resource';

/** The priced lines of a sheet or a preview, with the total under them (the sum the server stored). */
function SheetView({ sheet }: { sheet: Sheet }) {
  const t = useResourceT();
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'u', label: t('outsourcing.unit'), children: sheet.unitName },
          { key: 'c', label: t('outsourcing.contract'), children: sheet.contractCode },
          { key: 'n', label: t('outsourcing.ticketCount'), children: <span data-testid="sheet-count">{sheet.ticketCount}</span> },
          { key: 'q', label: t('outsourcing.totalQuantity'), children: <span data-testid="sheet-quantity">{sheet.totalQuantity}</span> },
          { key: 'f', label: t('outsourcing.totalFen'), children: <span data-testid="sheet-total">{fenToYuan(sheet.totalFen)}</span> },
        ]}
      />
      <Table<SheetLine>
        size="small"
        rowKey="ticketId"
        dataSource={sheet.lines}
        pagination={false}
        data-testid="sheet-lines"
        columns={[
          { title: t('deliveryTicket.code'), dataIndex: 'ticketCode' },
          { title: t('deliveryTicket.createTime'), dataIndex: 'ticketTime' },
          { title: t('deliveryTicket.quantity'), dataIndex: 'quantity' },
          { title: t('outsourcing.distanceKm'), dataIndex: 'distanceKm' },
          {
            title: t('outsourcing.priceKind'),
            dataIndex: 'priceKind',
            render: (k: string) => t(k === 'trip' ? 'outsourcing.perTrip' : 'outsourcing.perCubic'),
          },
          { title: t('outsourcing.unitPriceFen'), dataIndex: 'unitPriceFen', align: 'right', render: (fen: number) => fenToYuan(fen) },
          { title: t('outsourcing.amountFen'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => fenToYuan(fen) },
        ]}
      />
    </>
  );
}

/** Make: choose a unit and a period, preview the priced tickets (pre-sheet), then store the sheet. */
function MakeSettlement({ onDone }: { onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const units = (useOutsourcingUnitsQuery(open ? undefined : skipToken).data ?? []).map((u) => ({ value: u.id, label: u.unitName }));
  // the preview shown: the last one asked for, until the period changes
  const [askPreview, { currentData: preview, reset: dropPreview }] = useLazyOutsourcingPreSheetQuery();
  const [make] = useMakeOutsourcingSheetMutation();
  const [form] = Form.useForm<Period>();
  // the client has told the user already
  const fail = () => undefined;
  const start = () => {
    setOpen(true);
    dropPreview();
  };
  const run = async (path: 'pre-sheet' | 'make') => {
    const values = await form.validateFields();
    if (path === 'pre-sheet') {
      await askPreview(values).unwrap();
      return;
    }
    const sheet = await make(values).unwrap();
    void message.success(sheet.settlementCode ?? t('ui.saved'));
    setOpen(false);
    onDone();
  };
  return (
    <PermissionGate button="make">
      <Button type="primary" onClick={start} data-testid="settlement-make">
        {t('outsourcing.make')}
      </Button>
      <Modal
        open={open}
        width={900}
        title={t('outsourcing.make')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => run('pre-sheet').catch(fail)} data-testid="settlement-preview">
              {t('outsourcing.preSheet')}
            </Button>
            <Button type="primary" disabled={!preview} onClick={() => run('make').catch(fail)} data-testid="settlement-confirm">
              {t('outsourcing.make')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="inline" onValuesChange={dropPreview}>
          <Form.Item name="unitId" label={t('outsourcing.unit')} rules={[{ required: true, message: t('outsourcing.chooseUnit') }]}>
            <Select options={units} style={{ width: 200 }} data-testid="settlement-unit" showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="startDate" label={t('outsourcing.startDate')} rules={[{ required: true }]}>
            <DayPicker data-testid="settlement-start" />
          </Form.Item>
          <Form.Item name="endDate" label={t('outsourcing.endDate')} rules={[{ required: true }]}>
            <DayPicker data-testid="settlement-end" />
          </Form.Item>
        </Form>
        {preview && (
          <div style={{ marginTop: 16 }}>
            <SheetView sheet={preview} />
          </div>
        )}
      </Modal>
    </PermissionGate>
  );
}

/** A sheet's lines, and revoke while it is not submitted or was refused. */
function SheetActions({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  // the drawer opens once the sheet has loaded and follows it while open; closed, the sheet is dropped (a revoked one is gone)
  const [loadSheet, { currentData: sheet, reset: dropSheet }] = useLazyOutsourcingSheetQuery();
  const [revoke] = useRevokeOutsourcingSheetMutation();
  // the client has told the user already
  const fail = () => undefined;
  const revocable = row.approveState === null || row.approveState === undefined || row.approveState === 2;
  return (
    <>
      <Button size="small" type="link" data-testid="settlement-detail" onClick={() => loadSheet(Number(row.id)).unwrap().catch(dropSheet)}>
        {t('outsourcing.detail')}
      </Button>
      {revocable && (
        <PermissionGate button="revoke">
          <Popconfirm
            title={`${t('outsourcing.revoke')}?`}
            onConfirm={() =>
              revoke(Number(row.id))
                .unwrap()
                .then(() => {
                  void message.success(t('ui.saved'));
                  onDone();
                })
                .catch(fail)
            }
          >
            <Button size="small" type="link" danger>
              {t('outsourcing.revoke')}
            </Button>
          </Popconfirm>
        </PermissionGate>
      )}
      <Drawer open={!!sheet} width={900} title={`${t('outsourcing.lines')} · ${String(row.settlementCode ?? '')}`} onClose={dropSheet}>
        {sheet && <SheetView sheet={sheet} />}
      </Drawer>
    </>
  );
}

const approval = approvalRowActions(def.name);

/** /production/outsourcing/settlement: the sheets with their approval, make (with its preview), lines and revoke. */
export default function Screen() {
  return (
    <ResourceScreen
      def={def}
      toolbar={(api) => <MakeSettlement onDone={api.list.reload} />}
      rowActions={(row, api) => (
        <>
          {approval(row, api)}
          <SheetActions row={row} onDone={api.list.reload} />
        </>
      )}
    />
  );
}
