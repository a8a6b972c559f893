import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Empty, Row, Spin, Table, Tabs, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../src/domain/screens/menu-tree';
import { useApprovalT } from '../../src/ui/approval/approval-i18n';
import { PermissionGate } from '../../src/ui/permission-gate';
import {
  useMenuTreeQuery,
  useRoleGrantsQuery,
  useRolesQuery,
  useSaveRoleButtonsMutation,
  useSaveRoleMenusMutation,
  type RoleRow,
} from './permission-admin.api';
import { cleanGrants, indexMenus, withAncestors } from './role-menu-tree';

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

function toItems(nodes: readonly MenuNode[], tm: (k: string, o: { defaultValue: string }) => string, only?: Set<number>): TreeItem[] {
  return nodes
    .filter((n) => !only || only.has(n.id))
    .map((n) => ({ key: n.id, title: tm(n.meta.title || `menu.${n.path}`, { defaultValue: n.path }), children: toItems(n.children, tm, only) }));
}

/** /settings/role-manage: roles, the menus of a role and its buttons on each menu (spec §6). */
export default function Screen() {
  const t = useApprovalT();
  const { t: tm } = useTranslation();
  const { message } = App.useApp();
  const { data: roles, isFetching } = useRolesQuery();
  const { data: tree } = useMenuTreeQuery();
  const [role, setRole] = useState<RoleRow | null>(null);
  // currentData: never the previous role's grants while the next role's load
  const { currentData: grants } = useRoleGrantsQuery(role?.role_id ?? 0, { skip: !role });
  const [saveMenus, menuState] = useSaveRoleMenusMutation();
  const [saveButtons, buttonState] = useSaveRoleButtonsMutation();
  const [checked, setChecked] = useState<number[]>([]);
  const [buttons, setButtons] = useState<Map<number, string[]>>(new Map());
  const [menu, setMenu] = useState<number | null>(null);

  const index = useMemo(() => indexMenus(tree ?? []), [tree]);
  useEffect(() => {
    setChecked(grants?.menuIds ?? []);
    setButtons(new Map((grants?.details ?? []).map((d) => [d.menuId, d.buttons])));
    setMenu(null);
  }, [grants]);

  const allItems = useMemo(() => toItems(tree ?? [], tm), [tree, tm]);
  const grantedItems = useMemo(() => toItems(tree ?? [], tm, new Set(grants?.menuIds ?? [])), [tree, grants, tm]);

  const storeMenus = async () => {
    await saveMenus({ roleId: role!.role_id, menuIds: withAncestors(checked, index) }).unwrap();
    void message.success(t('saved'));
  };
  const storeButtons = async () => {
    await saveButtons({ roleId: role!.role_id, auths: cleanGrants(buttons, grants?.menuIds ?? [], index) }).unwrap();
    void message.success(t('saved'));
  };
  const node = menu === null ? undefined : index.get(menu);

  return (
    <Row gutter={12}>
      <Col span={9}>
        <Card size="small" title={t('roles')}>
          <Table<RoleRow>
            rowKey="role_id"
            size="small"
            loading={isFetching}
            dataSource={roles ?? []}
            pagination={false}
            rowClassName={(r) => (r.role_id === role?.role_id ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setRole(r), style: { cursor: 'pointer' } })}
            columns={[
              { dataIndex: 'role_code', title: t('roleCode') },
              { dataIndex: 'role_name', title: t('roleName') },
              { dataIndex: 'userCount', title: t('userCount'), width: 80 },
              { dataIndex: 'remark', title: t('remark'), ellipsis: true },
            ]}
          />
        </Card>
      </Col>
      <Col span={15}>
        <Card size="small" title={role ? `${role.role_name} (${role.role_code})` : t('pickRole')}>
          {!role ? (
            <Empty description={t('pickRole')} />
          ) : (
            <Tabs
              items={[
                {
                  key: 'menus',
                  label: t('menus'),
                  children: (
                    <>
                      <PermissionGate button="edit">
                        <Button type="primary" loading={menuState.isLoading} onClick={() => void storeMenus().catch(() => undefined)}>
                          {t('saveMenus')}
                        </Button>
                      </PermissionGate>
                      <Tree
                        checkable
                        checkStrictly
                        treeData={allItems}
                        checkedKeys={checked}
                        height={520}
                        style={{ marginTop: 8 }}
                        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
                      />
                    </>
                  ),
                },
                {
                  key: 'buttons',
                  label: t('buttons'),
                  children: (
                    <Row gutter={12}>
                      <Col span={12}>
                        {/* mounted once the grants are in, so that expanding everything covers them */}
                        {!grants || !tree ? (
                          <Spin />
                        ) : (
                          <Tree
                            key={grants.roleId}
                            treeData={grantedItems}
                            defaultExpandAll
                            virtual={false}
                            style={{ maxHeight: 520, overflow: 'auto' }}
                            selectedKeys={menu === null ? [] : [menu]}
                            onSelect={(keys) => setMenu(keys.length ? Number(keys[0]) : null)}
                          />
                        )}
                      </Col>
                      <Col span={12}>
                        {!node ? (
                          <Empty description={t('pickMenu')} />
                        ) : !node.buttons.length ? (
                          <Empty description={t('noButtons')} />
                        ) : (
                          <Checkbox.Group
                            value={buttons.get(node.id) ?? []}
                            style={{ display: 'grid', gap: 8 }}
                            onChange={(v) => setButtons((m) => new Map(m).set(node.id, v.map(String)))}
                            options={node.buttons.map((b) => ({ value: b, label: t(`btn_${b}`, { defaultValue: b }) }))}
                          />
                        )}
                        <PermissionGate button="edit">
                          <Button
                            type="primary"
                            style={{ marginTop: 12 }}
                            loading={buttonState.isLoading}
                            onClick={() => void storeButtons().catch(() => undefined)}
                          >
                            {t('saveButtons')}
                          </Button>
                        </PermissionGate>
                      </Col>
                    </Row>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
