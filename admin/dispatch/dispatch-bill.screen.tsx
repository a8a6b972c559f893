import { Badge, Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { statusLabelKey } from '../../src/map/vehicle-status';
import { dispatchApi, type DeskLoad } from './dispatch.api';
import { LoadClockTag } from './load-clock-tag';

/**
 * /production/adjust-center/dispatch-bill: every load out, with its concrete clock and the alerts
 * it raises against the settings' thresholds (live: refetched on ticket and truck events). Titled
 * as its menu entry names it (发货单), so the menu and the page agree.
 */
export default function DispatchBillScreen() {
  const t = useResourceT();
  const { t: tc } = useTranslation();
  const { data, isFetching } = dispatchApi.useLoadsQuery();
  const list = data?.list ?? [];
  const alerting = list.filter((l) => l.alerts.length).length;
  return (
    <Card
      title={
        <h1 className="card-title" data-testid="dispatch-bill">
          {tc('menu./production/adjust-center/dispatch-bill')}
        </h1>
      }
      extra={
        <Badge count={alerting} showZero color={alerting ? 'red' : 'green'}>
          <Typography.Text style={{ paddingRight: 12 }}>{t('dispatch.alerts')}</Typography.Text>
        </Badge>
      }
    >
      {data && (
        <Typography.Paragraph type="secondary">
          {t('dispatch.thresholds', { d: data.thresholds.dischargeMinutes, s: data.thresholds.siteMinutes, b: data.thresholds.bunchingMinutes })}
        </Typography.Paragraph>
      )}
      <Table<DeskLoad & { alerts: string[] }>
        rowKey="ticketId"
        size="small"
        loading={isFetching && !data}
        dataSource={list}
        pagination={{ pageSize: 50 }}
        columns={[
          { key: 'ticketCode', dataIndex: 'ticketCode', title: t('dispatch.ticketCode') },
          {
            key: 'plate',
            title: t('dispatch.age'),
            render: (_, l) => <LoadClockTag load={l} />,
            sorter: (a, b) => a.ageMinutes - b.ageMinutes,
            defaultSortOrder: 'descend',
          },
          { key: 'status', dataIndex: 'status', title: t('dispatch.status'), render: (s: DeskLoad['status']) => tc(statusLabelKey(s)) },
          { key: 'quantity', dataIndex: 'quantity', title: t('dispatch.quantity'), align: 'right' },
          { key: 'mixedAt', dataIndex: 'mixedAt', title: t('dispatch.mixedAt') },
          {
            key: 'alerts',
            title: t('dispatch.alerts'),
            render: (_, l) =>
              l.alerts.map((k) => (
                <Tag key={k} color="red">
                  {t(`dispatch.alert.${k}`)}
                </Tag>
              )),
          },
        ]}
      />
    </Card>
  );
}
