import { useState } from 'react';
import { App, Button, Form, InputNumber, Modal, Popconfirm, Space } from 'antd';
import type { CubeGroupResult } from '../../src/domain/quality/cube-strength';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { CubeGroupView } from './cube-group-view';
import { useClearSpecimenTestMutation, useTestSpecimenMutation } from './quality-management.api';
import { strengthRecordResource } from './specimen.resource';

type Row = Record<string, unknown>;

/**
 * /lab/test-block-management/detect: the loads of a group at its age (strengthRecord/updateById);
 * the answer shows every value behind the group strength before the dialog is closed.
 */
export default function SpecimenDetectScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`specimen.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ loads: [number, number, number] }>();
  const [row, setRow] = useState<Row | null>(null);
  const [result, setResult] = useState<CubeGroupResult | null>(null);
  // the specimen tables follow each test and each clearing (their tags)
  const [testSpecimen] = useTestSpecimenMutation();
  const [clearTest] = useClearSpecimenTestMutation();

  const open = (r: Row) => {
    setRow(r);
    setResult(null);
    form.resetFields();
  };
  const save = async () => {
    const v = await form.validateFields();
    const saved = await testSpecimen({ id: row!.id as number, loadsKn: v.loads }).unwrap();
    setResult(saved.computation);
  };
  const clear = async (r: Row) => {
    await clearTest(r.id as number).unwrap();
    void message.success(k('clear'));
  };

  return (
    <>
      <ResourceScreen
        def={strengthRecordResource}
        rowActions={(r) => (
          <PermissionGate button="detect">
            <Space size={0}>
              <Button size="small" type="link" onClick={() => open(r)} data-testid={`detect-${String(r.sampleNo)}-${String(r.ageDays)}`}>
                {k('detect')}
              </Button>
              {r.testedAt ? (
                <Popconfirm title={k('clear')} onConfirm={() => clear(r).catch(() => undefined)}>
                  <Button size="small" type="link" danger>
                    {k('clear')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          </PermissionGate>
        )}
      />
      <Modal
        open={row !== null}
        title={row ? `${String(row.sampleNo)} · ${String(row.ageDays)} d · ${String(row.strength)} · ${String(row.sizeMm)} mm` : ''}
        onCancel={() => setRow(null)}
        footer={[
          <Button key="close" onClick={() => setRow(null)}>
            {k('close')}
          </Button>,
          <Button key="save" type="primary" onClick={() => save().catch(() => undefined)} data-testid="detect-save">
            {k('save')}
          </Button>,
        ]}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="inline">
          {[0, 1, 2].map((i) => (
            <Form.Item key={i} name={['loads', i]} label={`${k('load')} ${i + 1} (kN)`} rules={[{ required: true }, { type: 'number', min: 0.01, max: 99999 }]}>
              <InputNumber precision={2} data-testid={`detect-load-${i}`} />
            </Form.Item>
          ))}
        </Form>
        {result && (
          <div style={{ marginTop: 12 }}>
            <CubeGroupView r={result} t={t} />
          </div>
        )}
      </Modal>
    </>
  );
}
