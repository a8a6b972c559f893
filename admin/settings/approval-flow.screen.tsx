import { useState } from 'react';
import { App, Button, Card, Form, Modal, Select, Space, Table, Tag } from 'antd';
import { MAX_APPROVAL_LEVELS, type FlowLevel } from '../../src/domain/resources/approval';
import { levelTitle, useApprovalI18n } from '../../src/ui/approval/approval-i18n';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useFlowsQuery, useRolesQuery, useSaveFlowMutation, useUnconfiguredFlowsQuery, useUsersQuery, type FlowType } from './permission-admin.api';
import { UnconfiguredFlowsAlert } from './unconfigured-flows';

type Approver = FlowLevel['approvers'][number];
const keyOf = (a: Approver) => `${a.type}:${a.value}`;
const fromKey = (k: string): Approver => ({ type: k.startsWith('role:') ? 'role' : 'user', value: k.slice(k.indexOf(':') + 1) });

/** /settings/approval-flow: per business type, up to six levels of approvers by user or by role. */
export default function Screen() {
  const { t, lng } = useApprovalI18n();
  const rt = useResourceT();
  const { message } = App.useApp();
  const { data: flows, isFetching } = useFlowsQuery();
  const { data: unconfigured } = useUnconfiguredFlowsQuery();
  const { data: roles } = useRolesQuery();
  const { data: users } = useUsersQuery();
  const [save, { isLoading }] = useSaveFlowMutation();
  const [editing, setEditing] = useState<FlowType | null>(null);
  const [form] = Form.useForm<{ levels: Array<{ approvers: string[] }> }>();

  const name = (a: Approver) =>
    a.type === 'role'
      ? `${t('byRole')}·${roles?.find((r) => r.role_code === a.value)?.role_name ?? a.value}`
      : `${t('byUser')}·${users?.list.find((u) => String(u.user_id) === a.value)?.true_name ?? a.value}`;
  const options = [
    { label: t('byRole'), options: (roles ?? []).map((r) => ({ value: `role:${r.role_code}`, label: r.role_name })) },
    { label: t('byUser'), options: (users?.list ?? []).map((u) => ({ value: `user:${u.user_id}`, label: `${u.true_name} (${u.user_name})` })) },
  ];
  const edit = (f: FlowType) => {
    setEditing(f);
    form.setFieldsValue({ levels: f.levels.map((l) => ({ approvers: l.approvers.map(keyOf) })) });
  };
  const submit = async () => {
    const v = await form.validateFields();
    await save({ businessType: editing!.businessType, levels: (v.levels ?? []).map((l) => ({ approvers: l.approvers.map(fromKey) })) }).unwrap();
    void message.success(t('saved'));
    setEditing(null);
  };

  return (
    <Card size="small" title={t('flowTitle')}>
      <UnconfiguredFlowsAlert t={t} types={(unconfigured ?? []).map((f) => ({ businessType: f.businessType, label: rt(f.label) }))} />
      <Table<FlowType>
        rowKey="businessType"
        size="small"
        loading={isFetching}
        dataSource={flows ?? []}
        pagination={false}
        columns={[
          { key: 'type', title: t('businessType'), render: (_, f) => rt(f.label) },
          {
            key: 'levels',
            title: t('levels'),
            render: (_, f) =>
              f.levels.length ? (
                <Space orientation="vertical" size={2}>
                  {f.levels.map((l) => (
                    <span key={l.level}>
                      {levelTitle(l.level, t, lng)}:{' '}
                      {l.approvers.map((a) => (
                        <Tag key={keyOf(a)}>{name(a)}</Tag>
                      ))}
                    </span>
                  ))}
                </Space>
              ) : (
                t('noFlow')
              ),
          },
          {
            key: 'actions',
            title: '',
            width: 100,
            render: (_, f) => (
              <PermissionGate button="edit">
                <Button size="small" type="link" onClick={() => edit(f)}>
                  {t('edit')}
                </Button>
              </PermissionGate>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing ? `${t('flowTitle')} · ${rt(editing.label)}` : ''}
        width="40%"
        maskClosable={false}
        destroyOnHidden
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={isLoading}
        onCancel={() => setEditing(null)}
        onOk={() => void submit().catch(() => undefined)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'approvers']}
                      label={levelTitle(i + 1, t, lng)}
                      style={{ minWidth: 360 }}
                      rules={[{ required: true, type: 'array', min: 1, message: t('approversRequired') }]}
                    >
                      <Select mode="multiple" options={options} optionFilterProp="label" />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('removeLevel')}
                    </Button>
                  </Space>
                ))}
                <Button
                  onClick={() => add({ approvers: [] })}
                  disabled={fields.length >= MAX_APPROVAL_LEVELS}
                  title={t('maxLevels', { n: MAX_APPROVAL_LEVELS })}
                >
                  {t('addLevel')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </Card>
  );
}
