import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal, Select, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { PermissionGate } from '../../src/ui/permission-gate';
import { FORM_DIALOG } from '../../src/ui/resource/form-dialog';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { Row } from '../../src/ui/resource/resource-api';
import { PACT_BUTTONS } from './pact.resource';
import { useChangePactCustomerMutation, usePactAddressesQuery, usePactCustomerOptionsQuery, usePactHaulQuery, usePactProjectOptionsQuery } from './sales.api';

type T = ReturnType<typeof useResourceT>;

const required = (t: T, label: string) => ({ required: true, message: t('ui.required', { field: t(label) }) });

/**
 * 变更客户 (/sales/new-pact/change-customer): the contract passes to another customer of its station
 * and one of that customer's projects, with a reason. The form refuses an empty or unchanged choice
 * naming the field; the server checks the same and more (scope, state), naming the field too.
 */
function ChangeCustomerDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ customerId?: number; projectId?: number; reason?: string }>();
  const customerId = Form.useWatch('customerId', form);
  // a refused read has been told to the user already; its picker stays empty
  const customers = usePactCustomerOptionsQuery().data ?? [];
  const projects = usePactProjectOptionsQuery(customerId ? customerId : skipToken).data ?? [];
  const [change, { isLoading: busy }] = useChangePactCustomerMutation();
  const submit = async () => {
    const v = await form.validateFields();
    await change({ pact_id: Number(row.pact_id), customerId: v.customerId!, projectId: v.projectId!, reason: v.reason! }).unwrap();
    void message.success(t('ui.saved'));
    onDone();
  };
  return (
    <Modal
      open
      title={`${t('pact.changeCustomer')} · ${String(row.contractCode ?? '')}`}
      width={FORM_DIALOG.width}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
    >
      <Form form={form} name="pact-change-customer" labelCol={{ flex: `${FORM_DIALOG.labelWidth}px` }} labelWrap>
        <Form.Item label={t('pact.currentCustomer')}>
          <Typography.Text>
            {String(row.customerName ?? '')} · {String(row.projectName ?? '')}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="customerId"
          label={t('pact.newCustomer')}
          validateDebounce={300}
          rules={[
            required(t, 'pact.newCustomer'),
            {
              validator: async (_r, v) => {
                if (v !== undefined && v === row.customerId) throw new Error(t('pact.sameCustomer', { field: t('pact.newCustomer') }));
              },
            },
          ]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={customers}
            placeholder={t('ui.placeholderSelect')}
            data-testid="change-customer-customer"
            onChange={() => form.setFieldValue('projectId', undefined)}
          />
        </Form.Item>
        <Form.Item name="projectId" label={t('pact.newProject')} rules={[required(t, 'pact.newProject')]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={projects}
            disabled={!customerId}
            placeholder={t('ui.placeholderSelect')}
            data-testid="change-customer-project"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('pact.changeReason')}
          rules={[
            { ...required(t, 'pact.changeReason'), whitespace: true },
            { max: 200, message: t('ui.tooLong', { field: t('pact.changeReason'), max: 200 }) },
          ]}
        >
          <Input.TextArea rows={3} placeholder={t('ui.placeholderInput')} data-testid="change-customer-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 距离 (/sales/pact/getDistanceAndDuration): how far the contract's project (or one of its agreed
 * addresses) is from its station and how long a mixer drives there, and whether a routing service
 * answered or the offline estimate (straight line × road factor) stands in.
 */
function DistanceDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useResourceT();
  const [addressId, setAddressId] = useState<number | undefined>();
  const pactId = Number(row.pact_id);
  const addresses = (usePactAddressesQuery(pactId).data ?? []).map((a) => ({ value: a.id, label: a.address }));
  // currentData: '…' while the haul of another destination loads, never the last one's
  const haul = usePactHaulQuery({ pact_id: pactId, ...(addressId ? { addressId } : {}) }).currentData;
  return (
    <Modal open title={`${t('pact.distance')} · ${String(row.contractCode ?? '')}`} width={FORM_DIALOG.width} footer={null} onCancel={onClose} destroyOnHidden>
      <Descriptions size="small" column={1} bordered data-testid="pact-distance-result">
        <Descriptions.Item label={t('pact.destination')}>
          <Select
            value={addressId ?? 0}
            onChange={(v) => setAddressId(v || undefined)}
            style={{ width: '100%' }}
            data-testid="pact-distance-to"
            options={[{ value: 0, label: `${t('pact.project')} · ${String(row.projectName ?? '')}` }, ...addresses]}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('pact.distanceKm')}>
          <span data-testid="pact-distance-km">{haul?.distanceKm ?? '…'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pact.durationMin')}>
          <span data-testid="pact-distance-min">{haul ? String(haul.durationMin) : '…'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pact.distanceSource')}>
          <span data-testid="pact-distance-source">{haul ? t(haul.source === 'routing' ? 'pact.sourceRouting' : 'pact.sourceEstimate') : '…'}</span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/** The contract's own row actions beside its transitions and approval: change of customer and distance, each behind its declared button. */
export function PactActions({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const [open, setOpen] = useState<'customer' | 'distance' | null>(null);
  return (
    <>
      <PermissionGate button={PACT_BUTTONS.changeCustomer}>
        <Button size="small" type="link" data-testid="pact-change-customer" onClick={() => setOpen('customer')}>
          {t('pact.changeCustomer')}
        </Button>
      </PermissionGate>
      <PermissionGate button={PACT_BUTTONS.distance}>
        <Button size="small" type="link" data-testid="pact-distance" onClick={() => setOpen('distance')}>
          {t('pact.distance')}
        </Button>
      </PermissionGate>
      {open === 'customer' && (
        <ChangeCustomerDialog
          row={row}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
      {open === 'distance' && <DistanceDialog row={row} onClose={() => setOpen(null)} />}
    </>
  );
}
