import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Form, Popconfirm, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { requestData } from '../../src/api/http-client';
import { invalidateResources } from '../../src/api/resource.api';
import { useAppDispatch } from '../../src/store/hooks';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { CUBE_SIZES, DEFAULT_AGES, specimenResource } from './specimen.resource';

interface TaskOption { taskId: number; taskCode: string; strength: string; projectName: string }
interface TicketOption { id: number; ticketCode: string; quantity: string; createdAt: string }
interface Entered { taskId: number; ticketId: number; ages: number[]; sizeMm: number; sampleDate?: Dayjs }

/**
 * /lab/test-block-management/register: the sampler picks a task and the load the cubes were cast
 * from; the server gives the sample number and a row per curing age (addSampleRecordSany).
 */
export default function SpecimenRegisterScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`specimen.${key}`);
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Entered>();
  const taskId = Form.useWatch('taskId', form);
  const [tasks, setTasks] = useState<TaskOption[]>([]);
  const [tickets, setTickets] = useState<TicketOption[]>([]);
  const [registered, setRegistered] = useState<string | null>(null);

  useEffect(() => { void requestData<TaskOption[]>('/production/sample/task-user-list').then(setTasks).catch(() => setTasks([])); }, []);
  useEffect(() => {
    form.setFieldValue('ticketId', undefined);
    if (!taskId) { setTickets([]); return; }
    void requestData<{ tickets: TicketOption[] }>('/production/sample/task-user-list', { params: { taskId } }).then((r) => setTickets(r.tickets)).catch(() => setTickets([]));
  }, [taskId, form]);

  const register = async () => {
    const v = await form.validateFields();
    const r = await requestData<{ sampleNo: string }>('/production/sample/addSampleRecordSany', {
      method: 'POST', body: { taskId: v.taskId, ticketId: v.ticketId, ages: v.ages, sizeMm: v.sizeMm, ...(v.sampleDate ? { sampleDate: v.sampleDate.format('YYYY-MM-DD') } : {}) },
    });
    setRegistered(r.sampleNo);
    dispatch(invalidateResources(['specimen', 'specimenBind', 'strengthRecord', 'concreteStrength']));
    void message.success(`${k('sampleNo')}: ${r.sampleNo}`);
  };

  /** sany-sample-del: every age of the sample number, refused once one is tested */
  const remove = async (id: number) => {
    await requestData('/production/sample/sany-sample-del', { method: 'POST', body: { id } });
    dispatch(invalidateResources(['specimen', 'specimenBind', 'strengthRecord', 'concreteStrength']));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="specimen-register">
      <PermissionGate button="add">
        <Card size="small" title={k('register')}>
          <Form form={form} layout="vertical" initialValues={{ ages: [...DEFAULT_AGES], sizeMm: 150 }}>
            <Row gutter={12}>
              <Col xs={24} md={8}><Form.Item name="taskId" label={k('taskCode')} rules={[{ required: true }]}>
                <Select showSearch optionFilterProp="label" data-testid="specimen-task"
                  options={tasks.map((x) => ({ value: x.taskId, label: `${x.taskCode} ${x.strength} ${x.projectName}` }))} />
              </Form.Item></Col>
              <Col xs={24} md={8}><Form.Item name="ticketId" label={k('ticketCode')} rules={[{ required: true }]}>
                <Select data-testid="specimen-ticket" options={tickets.map((x) => ({ value: x.id, label: `${x.ticketCode} (${x.quantity} m³ ${x.createdAt})` }))} />
              </Form.Item></Col>
              <Col xs={12} md={4}><Form.Item name="sizeMm" label={k('sizeMm')} rules={[{ required: true }]}>
                <Select options={CUBE_SIZES.map((s) => ({ value: s, label: `${s}` }))} />
              </Form.Item></Col>
              <Col xs={12} md={4}><Form.Item name="sampleDate" label={k('sampleDate')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
            </Row>
            <Form.Item name="ages" label={k('ages')} rules={[{ required: true }]}>
              <Checkbox.Group options={DEFAULT_AGES.map((a) => ({ value: a, label: `${a}` }))} />
            </Form.Item>
            <Button type="primary" onClick={() => register().catch(() => undefined)} data-testid="specimen-register-run">{k('register')}</Button>
          </Form>
          {registered && <Alert style={{ marginTop: 12 }} type="success" message={`${k('sampleNo')}: ${registered}`} data-testid="specimen-registered" />}
        </Card>
      </PermissionGate>
      <ResourceScreen def={specimenResource} rowActions={(row) => (
        <PermissionGate button="delete">
          <Popconfirm title={k('deleteRegistration')} onConfirm={() => remove(Number(row.id)).catch(() => undefined)}>
            <Button size="small" type="link" danger>{k('deleteRegistration')}</Button>
          </Popconfirm>
        </PermissionGate>
      )} />
    </Space>
  );
}
