import { useState } from 'react';
import { Card, DatePicker, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayText, plantTodayValue } from '../../src/ui/plant-day';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useDue28Query, type Due28 as Due } from './quality-management.api';

/** /quality-management/concrete-strength28d: the 28-day groups due by a day and not yet tested (getTwentyEightRecord). */
export default function Strength28dScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`specimen.${key}`);
  const [asOf, setAsOf] = useState<Dayjs>(() => plantTodayValue());
  // loading (null) until the day's groups are in; none when refused
  const due = useDue28Query(dayText(asOf));
  const rows = due.isError ? [] : (due.currentData?.list ?? null);
  const col = (name: keyof Due) => ({ title: k(name), dataIndex: name });
  return (
    <Card
      size="small"
      title={k('due28Title')}
      extra={
        <Space>
          {k('asOf')}
          <DatePicker value={asOf} allowClear={false} onChange={(d) => d && setAsOf(d)} />
        </Space>
      }
    >
      <Table<Due>
        size="small"
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50 }}
        data-testid="strength28d"
        columns={[
          col('sampleNo'),
          col('taskCode'),
          col('projectName'),
          col('pouringSite'),
          col('strength'),
          col('ticketCode'),
          col('bindCode'),
          col('sizeMm'),
          col('sampleDate'),
          col('dueDate'),
          { title: k('overdue'), dataIndex: 'overdue', render: (n: number) => <Tag color={n > 0 ? 'red' : 'blue'}>{n}</Tag> },
        ]}
      />
    </Card>
  );
}
