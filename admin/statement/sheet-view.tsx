import { Descriptions, Table, Tag, Typography } from 'antd';
import { fenToYuan } from '../../src/domain/sales/money';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { Sheet, SheetItem, SheetLine } from './statement.api';

/** Money kept in fen as the clerk reads it, in yuan; an unpriced line's blank stays blank. */
const yuan = (fen: number | null) => (fen === null ? '' : fenToYuan(fen));

/** A sheet (or its preview): the totals, each ticket line with the rule that priced it, then the costs, fees and discounts, all money in yuan. */
export function SheetView({ sheet }: { sheet: Sheet }) {
  const t = useResourceT();
  return (
    <>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'p', label: t('statement.period'), children: `${sheet.startDate} ~ ${sheet.endDate}` },
          { key: 'n', label: t('statement.ticketCount'), children: <span data-testid="sheet-count">{sheet.ticketCount}</span> },
          { key: 'q', label: t('statement.totalQuantity'), children: sheet.totalQuantity },
          { key: 'tk', label: t('statement.ticketsFen'), children: <span data-testid="sheet-tickets">{fenToYuan(sheet.ticketsFen)}</span> },
          { key: 'm', label: t('statement.manualCostFen'), children: fenToYuan(sheet.manualCostFen) },
          { key: 'o', label: t('statement.otherFeeFen'), children: fenToYuan(sheet.otherFeeFen) },
          { key: 'd', label: t('statement.discountFen'), children: fenToYuan(sheet.discountFen) },
          { key: 'f', label: t('statement.totalFen'), children: <span data-testid="sheet-total">{fenToYuan(sheet.totalFen)}</span> },
        ]}
      />
      <Table<SheetLine>
        size="small"
        rowKey="ticketId"
        dataSource={sheet.lines}
        pagination={{ pageSize: 50 }}
        data-testid="sheet-lines"
        columns={[
          { title: t('deliveryTicket.code'), dataIndex: 'ticketCode', width: 170 },
          { title: t('deliveryTicket.createTime'), dataIndex: 'ticketTime', width: 160 },
          { title: t('deliveryTicket.strength'), dataIndex: 'grade', width: 80 },
          { title: t('statement.settledQuantity'), dataIndex: 'quantity', align: 'right', width: 100 },
          { title: t('statement.unitPriceFen'), dataIndex: 'unitPriceFen', align: 'right', width: 100, render: yuan },
          { title: t('statement.amountFen'), dataIndex: 'amountFen', align: 'right', width: 110, render: yuan },
          {
            title: t('statement.priceText'),
            key: 'why',
            render: (_, l) => (
              <>
                {!l.priced && <Tag color="red">{t('statement.notPriced')}</Tag>}
                <Typography.Text type="secondary">{l.priceText}</Typography.Text>
              </>
            ),
          },
        ]}
      />
      {sheet.items.length > 0 && (
        <Table<SheetItem>
          size="small"
          rowKey={(i) => `${i.kind}-${i.name}-${i.amountFen}`}
          dataSource={sheet.items}
          pagination={false}
          title={() => t('statement.items')}
          columns={[
            { title: t('statement.kind'), dataIndex: 'kind', render: (k: string) => t(`statement.${k}`) },
            { title: t('statement.name'), dataIndex: 'name' },
            { title: t('statement.amountFen'), dataIndex: 'amountFen', align: 'right', render: yuan },
          ]}
        />
      )}
    </>
  );
}
