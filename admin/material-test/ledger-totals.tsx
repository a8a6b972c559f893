import { Space, Tag } from 'antd';
import { useResourcePageQuery } from '../../src/api/resource.api';
import { callPath } from '../../src/domain/resources/types';
import type { ResourceScreenApi } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';

interface Totals {
  quantity: string;
  usedQuantity: string;
  balance: string;
  rows: number;
}

/**
 * The duplex ledger's totals over every row the search selects, as pageAccount computes them: the
 * same query as the table's (one request, shared cache), so they follow its search and its writes.
 */
export function LedgerTotals({ api }: { api: ResourceScreenApi }) {
  const t = useResourceT();
  const { def, list } = api;
  const q = useResourcePageQuery({ name: def.name, path: callPath(def, 'page'), params: { ...list.params, page: list.page, limit: list.limit } });
  const totals = (q.data as { totals?: Totals } | undefined)?.totals;
  if (!totals) return null;
  return (
    <Space size={4} wrap data-testid="ledger-totals">
      <Tag>{t('materialTest.totals')}</Tag>
      <Tag>
        {t('materialTest.rows')} {totals.rows}
      </Tag>
      <Tag color="blue">
        {t('materialTest.quantity')} {totals.quantity}
      </Tag>
      <Tag color="orange">
        {t('materialTest.usedQuantity')} {totals.usedQuantity}
      </Tag>
      <Tag color="green">
        {t('materialTest.balance')} {totals.balance}
      </Tag>
    </Space>
  );
}
