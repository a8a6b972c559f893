import { useEffect, useState, type ReactNode } from 'react';
import { Col, Form, Modal, Row } from 'antd';
import type { ResourceDef } from '../../domain/resources/types';
import { writableFields } from '../../domain/resources/rules';
import { FieldInput } from './field-input';
import { toForm, toWire } from './form-values';
import { rulesOf } from './field-rules';
import { numericNormalizer } from './numeric-cleaner';
import { useResourceT } from './resource-i18n';

/** Spec §5/§9 form dialog defaults. */
export const FORM_DIALOG = { width: '40%', labelWidth: 100, columns: 2 } as const;

interface Props {
  def: ResourceDef;
  open: boolean;
  record?: Record<string, unknown> | null;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  /** fields shown (default: every writable field not hidden in forms) */
  only?: readonly string[];
  title?: string;
  /** controls replacing the declared one of a field (a password box, a list loaded from the server) */
  inputs?: Readonly<Record<string, ReactNode>>;
}

/** Form dialog: width 40%, label 100px, two columns, 请输入/请选择时间, 取 消/确 定, no close on an outside click. */
export function FormDialog({ def, open, record, onCancel, onSubmit, only, title, inputs }: Props) {
  const t = useResourceT();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const fields = writableFields(def).filter((f) => !f.hideInForm && (!only || only.includes(f.name)));
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, toForm(f, record[f.name])])));
  }, [open, record]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      // an empty field the record never had is left out, so the column keeps its default
      const isEmpty = (x: unknown) => x === undefined || x === null || x === '';
      const sent = fields.filter((f) => !isEmpty(v[f.name]) || (record && !isEmpty(record[f.name])));
      await onSubmit({ ...(record ? { [def.id]: record[def.id] } : {}), ...Object.fromEntries(sent.map((f) => [f.name, toWire(f, v[f.name])])) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title ?? t(def.title)}
      width={FORM_DIALOG.width}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
    >
      <Form form={form} name={`${def.name}-form`} labelCol={{ flex: `${FORM_DIALOG.labelWidth}px` }} labelWrap>
        <Row gutter={16}>
          {fields.map((f) => (
            <Col key={f.name} span={f.type === 'textarea' ? 24 : 24 / FORM_DIALOG.columns}>
              <Form.Item
                name={f.name}
                label={t(f.label)}
                rules={rulesOf(def, f, t, record?.[def.id])}
                validateDebounce={300}
                valuePropName={f.type === 'bool' ? 'checked' : 'value'}
                normalize={numericNormalizer(f)}
              >
                {inputs?.[f.name] ?? <FieldInput field={f} />}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
