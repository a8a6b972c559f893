import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import type { EvaluationResult } from '../../src/domain/quality/strength-evaluation';
import type { ResourceDef } from '../../src/domain/resources/types';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { RunningSigmaCard } from '../lab/running-sigma-card';
import { EvaluationResultView } from './evaluation-result';
import { useSaveEvaluationMutation, type EvaluationSavePath } from './quality-management.api';
import { METHOD_OPTIONS } from './strength-evaluation.resource';

interface Entered {
  reportCode: string;
  grade: string;
  method?: string;
  groups: string;
  previousGroups?: string;
}

/**
 * An evaluation screen of GB/T 50107: the lab enters the groups, the server evaluates and stores
 * them (save of the spec), the result shows every value behind the verdict, the table lists the
 * stored evaluations with the same values.
 */
export function StrengthEvaluationScreen({
  def,
  savePath,
  withMethod,
  fixedMethod,
}: {
  def: ResourceDef;
  savePath: EvaluationSavePath;
  withMethod: boolean;
  /** the method the screen's declaration fixes (compression-statistical-one): no choice offered */
  fixedMethod?: (typeof METHOD_OPTIONS)[number]['value'];
}) {
  const t = useResourceT();
  const k = (key: string) => t(`strengthEval.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<Entered>();
  const [saveEvaluation] = useSaveEvaluationMutation();
  const [result, setResult] = useState<EvaluationResult | null>(null);
  const watchedMethod = Form.useWatch('method', form);
  const method = fixedMethod ?? watchedMethod;
  const grade = Form.useWatch('grade', form);

  const evaluate = async () => {
    const values = await form.validateFields();
    // the stored evaluations follow (the object's tag)
    const saved = await saveEvaluation({ path: savePath, name: def.name, values }).unwrap();
    setResult(saved.evaluation);
    void message.success(k(saved.evaluation.pass ? 'verdictPass' : 'verdictFail'));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="strength-evaluation">
      <PermissionGate button="add">
        <Card size="small" title={k('evaluate')}>
          <Form form={form} layout="vertical" initialValues={{ method: fixedMethod ?? 'statistical' }}>
            <Row gutter={12}>
              <Col xs={12} md={6}>
                <Form.Item name="reportCode" label={k('reportCode')} rules={[{ required: true, max: 32 }]}>
                  <Input data-testid="evaluation-code" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="grade" label={k('grade')} rules={[{ required: true, max: 16 }]}>
                  <Input data-testid="evaluation-grade" />
                </Form.Item>
              </Col>
              {withMethod && !fixedMethod && (
                <Col xs={12} md={6}>
                  <Form.Item name="method" label={k('method')} rules={[{ required: true }]}>
                    <Select options={METHOD_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))} />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <Form.Item name="groups" label={k('groups')} rules={[{ required: true, max: 4000 }]}>
              <Input.TextArea rows={2} data-testid="evaluation-groups" />
            </Form.Item>
            {withMethod && method === 'known-sigma' && (
              <Form.Item name="previousGroups" label={k('previousGroups')} rules={[{ required: true, max: 4000 }]}>
                <Input.TextArea rows={3} />
              </Form.Item>
            )}
            {/* σ0 of the previous 90 days of the grade, from the stored 28-day results (admin/lab/running-sigma.server.ts) */}
            {withMethod && method === 'known-sigma' && (
              <RunningSigmaCard
                grade={grade}
                use="sigma0"
                onUse={(r) => form.setFieldValue('previousGroups', r.groups.map((g) => g.strength).join(', '))}
                onAutoUse={(r) => {
                  if (!form.getFieldValue('previousGroups')) form.setFieldValue('previousGroups', r.groups.map((g) => g.strength).join(', '));
                }}
              />
            )}
            <Button type="primary" onClick={() => evaluate().catch(() => undefined)} data-testid="evaluation-run">
              {k('evaluate')}
            </Button>
          </Form>
          {result && <EvaluationResultView r={result} t={t} />}
        </Card>
      </PermissionGate>
      <ResourceScreen def={def} />
    </Space>
  );
}
