import { App, Input, Table, Tag, Typography } from 'antd';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useLazyTicketPriceQuery, type PricedLine } from './sales.api';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The price check: a task's loads priced by the one resolution order (`/sales/price/ticket-price`),
 * each with the rule that priced it and the explanation line — or why nothing did.
 */
export function PriceCheck() {
  const t = useResourceT();
  const { message } = App.useApp();
  // a refused check keeps the lines of the last one on screen
  const [check, { data, isFetching: loading }] = useLazyTicketPriceQuery();
  const lines = data?.list ?? [];
  const load = async (taskCode: string) => {
    if (!taskCode.trim()) return;
    try {
      await check({ taskCode: taskCode.trim() }).unwrap();
    } catch (e) {
      void message.error((e as Error).message, 3);
    }
  };
  return (
    <>
      <Input.Search
        style={{ maxWidth: 360, marginBottom: 12 }}
        placeholder={t('price.taskCode')}
        enterButton={t('price.check')}
        allowClear
        onSearch={(v) => void load(v)}
      />
      <Table<PricedLine>
        rowKey="ticketId"
        size="small"
        loading={loading}
        dataSource={lines}
        pagination={false}
        columns={[
          { key: 'ticketCode', dataIndex: 'ticketCode', title: t('price.ticketCode'), width: 190 },
          { key: 'grade', dataIndex: 'grade', title: t('price.grade'), width: 90 },
          { key: 'quantity', dataIndex: 'quantity', title: 'm³', align: 'right', width: 90 },
          {
            key: 'rule',
            title: t('price.explanation'),
            width: 150,
            render: (_, l) =>
              l.priced ? <Tag color="blue">{t(`price.rule${cap(l.rule ?? '')}`)}</Tag> : <Tag color="red">{t(`price.fail${cap(l.reason ?? '')}`)}</Tag>,
          },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: t('price.ticketPrice'), align: 'right', width: 110 },
          { key: 'amount', dataIndex: 'amount', title: t('price.amount'), align: 'right', width: 120 },
          { key: 'text', dataIndex: 'text', title: '', render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
        ]}
      />
    </>
  );
}
