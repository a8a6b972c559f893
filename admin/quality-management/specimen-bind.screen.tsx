import { App, Button, Card, Form, Input, Space } from 'antd';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useBindSpecimenMutation } from './quality-management.api';
import { specimenBindResource } from './specimen.resource';

/** /lab/test-block-management/bind: a sample number takes the code of the label moulded into its cubes. */
export default function SpecimenBindScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`specimen.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ sampleNo: string; bindCode: string }>();
  const [bindSpecimen] = useBindSpecimenMutation();

  // the specimen tables follow the binding (its tags)
  const bind = async () => {
    const v = await form.validateFields();
    await bindSpecimen(v).unwrap();
    form.resetFields(['bindCode']);
    void message.success(k('bind'));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PermissionGate button="bind">
        <Card size="small" title={k('bind')}>
          <Form form={form} layout="inline">
            <Form.Item name="sampleNo" label={k('sampleNo')} rules={[{ required: true, max: 32 }]}>
              <Input data-testid="bind-sample" />
            </Form.Item>
            <Form.Item name="bindCode" label={k('bindCode')} rules={[{ required: true, max: 64, pattern: /^[\w.@-]+$/ }]}>
              <Input data-testid="bind-code" />
            </Form.Item>
            <Button type="primary" onClick={() => bind().catch(() => undefined)} data-testid="bind-run">
              {k('bind')}
            </Button>
          </Form>
        </Card>
      </PermissionGate>
      <ResourceScreen
        def={specimenBindResource}
        rowActions={(row) => (
          <PermissionGate button="bind">
            <Button size="small" type="link" onClick={() => form.setFieldValue('sampleNo', row.sampleNo)}>
              {k('bind')}
            </Button>
          </PermissionGate>
        )}
      />
    </Space>
  );
}
