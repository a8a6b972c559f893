import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../src/domain/screens/menu-tree';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useMenuTreeQuery, useRoleGrantsQuery, useRolesQuery, useSaveRoleMenusMutation } from './permission-admin.api';

type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[] };

/** antd shows an expander for any `children`, so leaves drop the empty array. */
const rowsOf = (nodes: MenuNode[]): MenuRow[] => nodes.map(({ children, ...n }) => (children.length ? { ...n, children: rowsOf(children) } : n));
const idsOf = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children)]);

/**
 * /settings/menu-manage: the menu tree with each entry's buttons, and the menus a role is granted
 * (checked rows), saved with /user/role-menu/insert. Per-button grants are a screen of their own.
 */
export default function Screen() {
  const t = useResourceT();
  const { t: tm } = useTranslation();
  const { message } = App.useApp();
  // a refused read has been told to the user already: its list stays empty
  const menus = useMenuTreeQuery().data;
  const roles = useRolesQuery().data ?? [];
  const [roleId, setRoleId] = useState<number>();
  // currentData: never the previous role's menus while the next role's load
  const { currentData: grants } = useRoleGrantsQuery(roleId ?? skipToken);
  const [checked, setChecked] = useState<number[]>([]);
  const [saveRoleMenus, { isLoading: busy }] = useSaveRoleMenusMutation();
  useEffect(() => {
    if (roleId === undefined) setChecked([]);
    else if (grants) setChecked(grants.menuIds);
  }, [roleId, grants]);
  const rows = useMemo(() => rowsOf(menus ?? []), [menus]);
  const save = async () => {
    try {
      await saveRoleMenus({ roleId: roleId!, menuIds: checked }).unwrap();
      void message.success(t('ui.saved'));
    } catch {
      /* the client already showed the server's message */
    }
  };
  return (
    <Card
      size="small"
      data-testid="resource-menu"
      title={
        <Space>
          <span>{t('ui.roleMenus')}</span>
          <Select
            style={{ width: 200 }}
            allowClear
            placeholder={t('ui.placeholderSelect')}
            value={roleId}
            onChange={setRoleId}
            options={roles.map((r) => ({ value: r.role_id, label: r.role_name }))}
          />
          {roleId !== undefined && (
            <Button size="small" onClick={() => setChecked(idsOf(menus ?? []))}>
              {t('ui.selectAll')}
            </Button>
          )}
          {roleId !== undefined && (
            <PermissionGate button="edit">
              <Button type="primary" loading={busy} onClick={() => void save()}>
                {t('ui.save')}
              </Button>
            </PermissionGate>
          )}
        </Space>
      }
    >
      <Table<MenuRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={false}
        scroll={{ y: 640 }}
        rowSelection={roleId === undefined ? undefined : { checkStrictly: false, selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(Number)) }}
        columns={[
          { key: 'title', title: t('ui.menuTitle'), render: (_v, r) => tm(`menu.${r.path}`, { defaultValue: r.meta.title }) },
          { key: 'path', dataIndex: 'path', title: t('ui.menuPath') },
          { key: 'name', dataIndex: 'name', title: t('ui.menuName') },
          { key: 'hidden', dataIndex: 'hidden', title: t('ui.menuHidden'), width: 80, render: (v: boolean) => (v ? t('ui.yes') : t('ui.no')) },
          { key: 'sort', dataIndex: 'sort', title: t('res.sort'), width: 70 },
          {
            key: 'buttons',
            dataIndex: 'buttons',
            title: t('ui.menuButtons'),
            render: (b: string[]) => b.map((x) => <Tag key={x}>{t(`ui.${x}`, { defaultValue: x })}</Tag>),
          },
        ]}
      />
    </Card>
  );
}
