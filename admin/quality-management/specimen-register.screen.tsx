import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Form, Popconfirm, Row, Select, Space } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Dayjs } from 'dayjs';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useDeleteSpecimenMutation, useRegisterSpecimenMutation, useSampledTasksQuery, useSampledTicketsQuery } from './quality-management.api';
import { CUBE_SIZES, DEFAULT_AGES, specimenResource } from './specimen.resource';

interface Entered {
  taskId: number;
  ticketId: number;
  ages: number[];
  sizeMm: number;
  sampleDate?: Dayjs;
}

/**
 * /lab/test-block-management/register: the sampler picks a task and the load the cubes were cast
 * from; the server gives the sample number and a row per curing age (addSampleRecordSany).
 */
export default function SpecimenRegisterScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`specimen.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<Entered>();
  const taskId = Form.useWatch('taskId', form);
  // none when refused; the tasks follow live task events, a task's loads live ticket events
  const taskQ = useSampledTasksQuery();
  const tasks = taskQ.isError ? [] : (taskQ.data ?? []);
  const ticketQ = useSampledTicketsQuery(taskId ? taskId : skipToken);
  const tickets = !taskId || ticketQ.isError ? [] : (ticketQ.data?.tickets ?? []);
  const [registered, setRegistered] = useState<string | null>(null);
  // the specimen tables follow a registration and a deletion (their tags)
  const [registerSpecimen] = useRegisterSpecimenMutation();
  const [deleteSpecimen] = useDeleteSpecimenMutation();

  useEffect(() => {
    form.setFieldValue('ticketId', undefined);
  }, [taskId, form]);

  const register = async () => {
    const v = await form.validateFields();
    const r = await registerSpecimen({
      taskId: v.taskId,
      ticketId: v.ticketId,
      ages: v.ages,
      sizeMm: v.sizeMm,
      ...(v.sampleDate ? { sampleDate: v.sampleDate.format('YYYY-MM-DD') } : {}),
    }).unwrap();
    setRegistered(r.sampleNo);
    void message.success(`${k('sampleNo')}: ${r.sampleNo}`);
  };

  const remove = async (id: number) => {
    await deleteSpecimen(id).unwrap();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="specimen-register">
      <PermissionGate button="add">
        <Card size="small" title={k('register')}>
          <Form form={form} layout="vertical" initialValues={{ ages: [...DEFAULT_AGES], sizeMm: 150 }}>
            <Row gutter={12}>
              <Col xs={24} md={8}>
                <Form.Item name="taskId" label={k('taskCode')} rules={[{ required: true }]}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    data-testid="specimen-task"
                    options={tasks.map((x) => ({ value: x.taskId, label: `${x.taskCode} ${x.strength} ${x.projectName}` }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="ticketId" label={k('ticketCode')} rules={[{ required: true }]}>
                  <Select
                    data-testid="specimen-ticket"
                    options={tickets.map((x) => ({ value: x.id, label: `${x.ticketCode} (${x.quantity} m³ ${x.createdAt})` }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="sizeMm" label={k('sizeMm')} rules={[{ required: true }]}>
                  <Select options={CUBE_SIZES.map((s) => ({ value: s, label: `${s}` }))} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="sampleDate" label={k('sampleDate')}>
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="ages" label={k('ages')} rules={[{ required: true }]}>
              <Checkbox.Group options={DEFAULT_AGES.map((a) => ({ value: a, label: `${a}` }))} />
            </Form.Item>
            <Button type="primary" onClick={() => register().catch(() => undefined)} data-testid="specimen-register-run">
              {k('register')}
            </Button>
          </Form>
          {registered && <Alert style={{ marginTop: 12 }} type="success" message={`${k('sampleNo')}: ${registered}`} data-testid="specimen-registered" />}
        </Card>
      </PermissionGate>
      <ResourceScreen
        def={specimenResource}
        rowActions={(row) => (
          <PermissionGate button="delete">
            <Popconfirm title={k('deleteRegistration')} onConfirm={() => remove(Number(row.id)).catch(() => undefined)}>
              <Button size="small" type="link" danger>
                {k('deleteRegistration')}
              </Button>
            </Popconfirm>
          </PermissionGate>
        )}
      />
    </Space>
  );
}
