import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import type { MixDesignInput } from '../../src/domain/quality/mix-design';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useLazyMixDesignQuery, useSaveDesignedRecipeMutation } from './lab.api';
import { MixDesignSteps } from './mix-design-steps';
import { RunningSigmaCard } from './running-sigma-card';

/** A C30 pumped mix with the plant's usual materials: the form opens ready to compute. */
const INITIAL: MixDesignInput = {
  grade: 'C30',
  cementClass: '42.5',
  aggregate: 'crushed',
  flyAshPercent: 20,
  flyAshGradeIorII: true,
  slagPercent: 0,
  slagS95: true,
  slumpMm: 180,
  waterReductionPercent: 20,
  admixturePercent: 1.8,
  sandRatioPercent: 42,
  assumedDensity: 2400,
  densities: { cement: 3100, flyAsh: 2200, slag: 2900, sand: 2650, stone: 2700 },
};

const NUMBERS: ReadonlyArray<[keyof MixDesignInput, number, number]> = [
  ['sigma', 0.01, 20],
  ['cementStrength', 1, 100],
  ['flyAshPercent', 0, 40],
  ['slagPercent', 0, 50],
  ['maxWaterBinderRatio', 0.2, 1],
  ['slumpMm', 10, 300],
  ['baseWaterKg', 100, 300],
  ['waterReductionPercent', 0, 60],
  ['admixturePercent', 0, 10],
  ['sandRatioPercent', 1, 60],
  ['assumedDensity', 2350, 2450],
];
const DENSITIES = ['cement', 'flyAsh', 'slag', 'sand', 'stone'] as const;

/**
 * /lab/new-mix-proportions: a JGJ 55-2011 design computed by the server with the pure functions of
 * src/domain/quality, every intermediate value shown, then saved into the recipe library.
 */
export default function MixDesignScreen() {
  const t = useResourceT();
  const k = (key: string) => t(`mixDesign.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<MixDesignInput>();
  // the design shown: the last one computed, until an input changes
  const [design, { currentData: designed, reset: dropDesign }] = useLazyMixDesignQuery();
  const [saveRecipe] = useSaveDesignedRecipeMutation();
  const [recipeCode, setRecipeCode] = useState('');
  const [slump, setSlump] = useState('');
  const grade = Form.useWatch('grade', form);

  const compute = async () => {
    const values = await form.validateFields();
    await design(values).unwrap();
  };
  const save = async () => {
    const input = form.getFieldsValue(true) as MixDesignInput;
    await saveRecipe({ recipeCode, strength: input.grade, slump: slump || String(input.slumpMm), design: input, materials: designed?.materials }).unwrap();
    void message.success(k('saved'));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="mix-design">
      <Card size="small" title={k('inputs')}>
        <Form form={form} layout="vertical" initialValues={INITIAL} onValuesChange={dropDesign}>
          <Row gutter={12}>
            <Col xs={12} md={6} xl={4}>
              <Form.Item name="grade" label={k('grade')} rules={[{ required: true }]}>
                <Input data-testid="design-grade" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Form.Item name="cementClass" label={k('cementClass')}>
                <Select options={['32.5', '42.5', '52.5'].map((v) => ({ value: v, label: v }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Form.Item name="aggregate" label={k('aggregate')}>
                <Select
                  options={[
                    { value: 'crushed', label: k('crushed') },
                    { value: 'gravel', label: k('gravel') },
                  ]}
                />
              </Form.Item>
            </Col>
            {NUMBERS.map(([name, min, max]) => (
              <Col key={name} xs={12} md={6} xl={4}>
                <Form.Item name={name} label={k(name)}>
                  <InputNumber style={{ width: '100%' }} min={min} max={max} stringMode data-testid={`design-${name}`} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={12} md={6} xl={4}>
              <Form.Item name="flyAshGradeIorII" label={k('flyAshGradeIorII')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Form.Item name="slagS95" label={k('slagS95')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {DENSITIES.map((d) => (
              <Col key={d} xs={12} md={6} xl={4}>
                <Form.Item name={['densities', d]} label={`${k('densities')} · ${k(d)}`}>
                  <InputNumber style={{ width: '100%' }} min={500} max={4000} stringMode />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Button type="primary" onClick={() => compute().catch(() => undefined)} data-testid="design-compute">
            {k('compute')}
          </Button>
        </Form>
      </Card>
      {/* the grade's own σ over the last 90 days, proposed for the design when the 30 groups of JGJ 55 §4.0.2 are there */}
      <RunningSigmaCard
        grade={grade === undefined ? undefined : String(grade)}
        use="design"
        onUse={(r) => {
          form.setFieldValue('sigma', r.spread?.computed);
          dropDesign();
        }}
      />
      {designed && (
        <>
          <MixDesignSteps result={designed.result} materials={designed.materials} t={t} />
          <Card size="small" title={k('saveAsRecipe')}>
            <Space wrap>
              <Input
                placeholder={k('recipeCode')}
                value={recipeCode}
                onChange={(e) => setRecipeCode(e.target.value)}
                maxLength={32}
                data-testid="design-recipe-code"
              />
              <Input placeholder={k('slump')} value={slump} onChange={(e) => setSlump(e.target.value)} maxLength={16} />
              <Button type="primary" disabled={!recipeCode.trim()} onClick={() => save().catch(() => undefined)} data-testid="design-save">
                {k('saveAsRecipe')}
              </Button>
            </Space>
          </Card>
        </>
      )}
    </Space>
  );
}
