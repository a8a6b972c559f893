import { useState } from 'react';
import { Button, Card, Segmented, Space, Tabs } from 'antd';
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

/** One flow of an object, as the derived approval screens name them (src/app/screen-derivation.ts). */
export interface ApprovalFlowRef {
  resource: string;
  flow: string;
}

/**
 * A derived /approval/* route: every flow mapped to it, one tab each when there are several (a
 * recipe selection's lab approval and its leader approval share /approval/basic-mixratio-rev).
 */
export function ApprovalRoute({ flows }: { flows: readonly ApprovalFlowRef[] }) {
  const rt = useResourceT();
  if (flows.length === 1) return <ApprovalScreen resource={flows[0].resource} flow={flows[0].flow} />;
  return (
    <Tabs
      data-testid="approval-flows"
      destroyOnHidden
      items={flows.map((f) => ({
        key: `${f.resource}.${f.flow}`,
        label: rt(approvalFlow(f.resource, f.flow).label),
        children: <ApprovalScreen resource={f.resource} flow={f.flow} />,
      }))}
    />
  );
}

/**
 * An /approval/* screen: the records of one business type waiting for the current user at their
 * level (or all submitted ones), each with its detail and, when due, the approval form. `flow`
 * names which of the object's flows; without it, the flow whose route is the current path.
 */
export function ApprovalScreen({ resource, flow: flowName }: { resource: string; flow?: string }) {
  const def = approvalResource(resource);
  const t = useApprovalT();
  const rt = useResourceT();
  const { pathname } = useLocation();
  const routeName = useAppSelector((s) => s.permission.flat.find((r) => r.path === pathname)?.name) ?? pathname;
  const [all, setAll] = useState(false);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<{ id: number; mode: ApprovalMode } | null>(null);
  // an object with several flows: the route's tab names it, else the route itself
  const flow = approvalFlow(resource, flowName ?? flowByRoute(def, pathname)?.name);
  const { data, isFetching, refetch } = useApprovalPageQuery({ resource, all, flow: flow.name, ...paging });

  return (
    <Card size="small" data-testid={`approval-${resource}`} data-flow={flow.name}>
      <DataTable
        routeName={routeName}
        tableId={flow.name === approvalFlow(resource).name ? `approval-${resource}` : `approval-${resource}-${flow.name}`}
        fields={def.fields}
        defaultColumns={def.columns}
        rows={data?.list ?? []}
        rowKey={def.id}
        total={data?.total ?? 0}
        page={paging.page}
        limit={paging.limit}
        loading={isFetching}
        onPage={(page, limit) => setPaging({ page, limit })}
        onRefresh={() => void refetch()}
        render={(f, v, row) => fieldValue(f, v, rt, row)}
        toolbar={
          <Segmented
            value={all ? 'all' : 'mine'}
            onChange={(v) => {
              setAll(v === 'all');
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={[
              { value: 'mine', label: t('mineOnly') },
              { value: 'all', label: t('all') },
            ]}
          />
        }
        actions={(row) => (
          <Space size={4}>
            {row[flow.fields.state] === 0 && (
              <PermissionGate button={['approve', 'refuse']}>
                <Button size="small" type="link" data-testid="approval-open" onClick={() => setOpen({ id: Number(row[def.id]), mode: 'approve' })}>
                  {t('approve')}
                </Button>
              </PermissionGate>
            )}
            <Button size="small" type="link" onClick={() => setOpen({ id: Number(row[def.id]), mode: 'view' })}>
              {t('detail')}
            </Button>
          </Space>
        )}
      />
      <ApprovalDrawer resource={resource} id={open?.id ?? null} mode={open?.mode ?? 'view'} flow={flow.name} onClose={() => setOpen(null)} />
    </Card>
  );
}
