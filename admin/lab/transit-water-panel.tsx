import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useAddTransitWaterMutation, useTransitWaterQuery } from './lab.api';

/**
 * Water added to a task's loads in transit: recorded against a load, each with the recipe's W/B and
 * the W/B the water made; one above the recipe's is flagged and warned about as it is recorded.
 */
export function TransitWaterPanel({ taskId, orgId }: { taskId: number; orgId: string }) {
  const t = useResourceT();
  const k = (key: string, o?: Record<string, string>) => t(`qualityLoop.${key}`, o);
  const { message } = App.useApp();
  // none until loaded, and none when refused; an addition (or a new load of the task) reads it again
  const listed = useTransitWaterQuery({ taskId, orgId });
  const data = listed.isError ? null : listed.data;
  const [add] = useAddTransitWaterMutation();
  const [ticketId, setTicketId] = useState<number>();
  const [addedKg, setAddedKg] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const record = async () => {
    const r = await add({ orgId, ticketId: ticketId!, addedKg: addedKg!, reason: reason || undefined }).unwrap();
    if (r.flagged) void message.warning(k('waterWarning', { from: r.recipeRatio, to: r.ratio }));
    else void message.success(k('withinRatio'));
    setAddedKg(null);
    setReason('');
  };

  if (!data) return null;
  return (
    <Card size="small" title={k('waterTitle')} style={{ marginTop: 12 }} data-testid="transit-water">
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          style={{ minWidth: 220 }}
          placeholder={k('ticket')}
          value={ticketId}
          onChange={setTicketId}
          data-testid="transit-water-ticket"
          options={data.tickets.map((x) => ({ value: x.id, label: `${x.ticketCode} · ${x.quantity} m³` }))}
        />
        <InputNumber<string> addonBefore={k('addedKg')} min="0.1" max="2000" stringMode value={addedKg} onChange={setAddedKg} data-testid="transit-water-kg" />
        <Input placeholder={k('reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} style={{ width: 200 }} />
        <Button type="primary" disabled={!ticketId || !addedKg} onClick={() => record().catch(() => undefined)} data-testid="transit-water-record">
          {k('record')}
        </Button>
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={data.list}
        data-testid="transit-water-list"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{k('totals')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2} align="right">
              {data.totals.addedKg}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} />
            <Table.Summary.Cell index={5} />
            <Table.Summary.Cell index={6}>{data.totals.flagged ? <Tag color="red">{`${k('flagged')} ×${data.totals.flagged}`}</Tag> : null}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        columns={[
          { title: k('ticket'), dataIndex: 'ticketCode' },
          { title: 'm³', dataIndex: 'quantity', align: 'right' },
          { title: k('addedKg'), dataIndex: 'addedKg', align: 'right' },
          { title: k('addedPerM3'), dataIndex: 'addedPerM3', align: 'right' },
          { title: k('recipeRatio'), dataIndex: 'recipeRatio', align: 'right' },
          { title: k('ratio'), dataIndex: 'ratio', align: 'right' },
          { title: '', dataIndex: 'flagged', render: (f: boolean) => <Tag color={f ? 'red' : 'green'}>{k(f ? 'flagged' : 'withinRatio')}</Tag> },
          { title: k('reason'), dataIndex: 'reason' },
          { title: k('recordedBy'), dataIndex: 'recordedBy' },
          { title: k('recordedAt'), dataIndex: 'recordedAt' },
        ]}
      />
    </Card>
  );
}
