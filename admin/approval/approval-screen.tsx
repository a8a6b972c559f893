import { useState } from 'react';
import { Button, Card, Segmented, Space } from 'antd';
import { useLocation } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../src/ui/resource/column-prefs';
import { DataTable } from '../../src/ui/resource/data-table';
import { fieldValue } from '../../src/ui/resource/field-value';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { PermissionGate } from '../../src/ui/permission-gate';
import { approvalFlow, approvalResource, useApprovalPageQuery } from '../../src/ui/approval/approval-api';
import { flowByRoute } from '../../src/domain/resources/flows';
import { useApprovalT } from '../../src/ui/approval/approval-i18n';
import { ApprovalDrawer, type ApprovalMode } from '../../src/ui/approval/approval-panel';
import { useAppSelector } from '../../src/store/hooks';

/**
 * An /approval/* screen: the records of one business type waiting for the current user at their
 * level (or all submitted ones), each with its detail and, when due, the approval form.
 */
export function ApprovalScreen({ resource }: { resource: string }) {
  const def = approvalResource(resource);
  const t = useApprovalT();
  const rt = useResourceT();
  const { pathname } = useLocation();
  const routeName = useAppSelector((s) => s.permission.flat.find((r) => r.path === pathname)?.name) ?? pathname;
  const [all, setAll] = useState(false);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<{ id: number; mode: ApprovalMode } | null>(null);
  // an object with several flows has one approval screen per flow: the route names it
  const flow = approvalFlow(resource, flowByRoute(def, pathname)?.name);
  const { data, isFetching, refetch } = useApprovalPageQuery({ resource, all, flow: flow.name, ...paging });

  return (
    <Card size="small" data-testid={`approval-${resource}`}>
      <DataTable
        routeName={routeName} tableId={`approval-${resource}`} fields={def.fields} defaultColumns={def.columns}
        rows={data?.list ?? []} rowKey={def.id} total={data?.total ?? 0} page={paging.page} limit={paging.limit} loading={isFetching}
        onPage={(page, limit) => setPaging({ page, limit })} onRefresh={() => void refetch()}
        render={(f, v, row) => fieldValue(f, v, rt, row)}
        toolbar={<Segmented value={all ? 'all' : 'mine'} onChange={(v) => { setAll(v === 'all'); setPaging((p) => ({ ...p, page: 1 })); }}
          options={[{ value: 'mine', label: t('mineOnly') }, { value: 'all', label: t('all') }]} />}
        actions={(row) => (
          <Space size={4}>
            {row[flow.fields.state] === 0 && (
              <PermissionGate button={['approve', 'refuse']}>
                <Button size="small" type="link" data-testid="approval-open" onClick={() => setOpen({ id: Number(row[def.id]), mode: 'approve' })}>{t('approve')}</Button>
              </PermissionGate>
            )}
            <Button size="small" type="link" onClick={() => setOpen({ id: Number(row[def.id]), mode: 'view' })}>{t('detail')}</Button>
          </Space>
        )}
      />
      <ApprovalDrawer resource={resource} id={open?.id ?? null} mode={open?.mode ?? 'view'} flow={flow.name} onClose={() => setOpen(null)} />
    </Card>
  );
}
