import { Card, Descriptions, Space, Table } from 'antd';
import type { MixDesignResult } from '../../src/domain/quality/mix-design';
import type { RecipeMaterialRow } from './mix-design.types';

type T = (key: string) => string;
type Item = [label: string, value: string | null | undefined];

const SOURCE: Record<string, string> = {
  default: 'mixDesign.sourceDefault',
  given: 'mixDesign.sourceGiven',
  floor: 'mixDesign.sourceFloor',
  class: 'mixDesign.sourceClass',
  measured: 'mixDesign.sourceMeasured',
};

function Step({ title, items, testId }: { title: string; items: Item[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 4 }} items={items.map(([label, value]) => ({ key: label, label, children: value ?? '—' }))} />
    </Card>
  );
}

/** Every step of the JGJ 55 design as the server computed it, for the lab engineer to check. */
export function MixDesignSteps({ result: r, materials, t }: { result: MixDesignResult; materials: RecipeMaterialRow[]; t: T }) {
  const k = (key: string) => t(`mixDesign.${key}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="mix-design-steps">
      <Step
        title={k('stepStrength')}
        testId="step-strength"
        items={[
          ['fcu,k (MPa)', String(r.fcuk)],
          ['σ (MPa)', r.sigma.value],
          [k('source'), t(SOURCE[r.sigma.source])],
          [`fcu,0 = ${r.fcu0.formula} (MPa)`, r.fcu0.value],
        ]}
      />
      <Step
        title={k('stepBinder')}
        testId="step-binder"
        items={[
          ['γc', r.fce.γc],
          ['fce (MPa)', r.fce.value],
          [k('source'), t(SOURCE[r.fce.source])],
          [`γf (${r.γf.share}%, ${k('lower')} ${r.γf.lower} / ${k('upper')} ${r.γf.upper})`, r.γf.value],
          [`γs (${r.γs.share}%, ${k('lower')} ${r.γs.lower} / ${k('upper')} ${r.γs.upper})`, r.γs.value],
          ['fb = γf·γs·fce (MPa)', r.fb],
        ]}
      />
      <Step
        title={k('stepRatio')}
        testId="step-ratio"
        items={[
          ['αa', r.αa],
          ['αb', r.αb],
          [`${k('computed')} αa·fb/(fcu,0+αa·αb·fb)`, r.waterBinderRatio.computed],
          [k('limit'), r.waterBinderRatio.max],
          [k('used'), r.waterBinderRatio.value],
        ]}
      />
      <Step
        title={k('stepWater')}
        testId="step-water"
        items={[
          [k('base'), r.water.base],
          [k('slumpAddition'), r.water.slumpAddition],
          [k('beforeReduction'), r.water.beforeReduction],
          [k('waterReductionPercent'), r.water.reductionPercent],
          [`${k('water')} (kg/m³)`, r.water.value],
        ]}
      />
      <Step
        title={k('stepMaterials')}
        testId="step-materials"
        items={[
          [k('binder'), r.binder],
          [k('cement'), r.cement],
          [k('flyAsh'), r.flyAsh],
          [k('slag'), r.slag],
          [k('admixture'), r.admixture],
        ]}
      />
      {r.mass && (
        <Step
          title={k('stepMass')}
          testId="step-mass"
          items={[
            [k('assumedDensity'), r.mass.assumedDensity],
            [k('aggregates'), r.mass.aggregates],
            [`${k('sand')} (βs ${r.sandRatioPercent}%)`, r.mass.sand],
            [k('stone'), r.mass.stone],
            [k('total'), r.mass.total],
          ]}
        />
      )}
      {r.volume && (
        <Step
          title={k('stepVolume')}
          testId="step-volume"
          items={[
            [`${k('cement')} (m³)`, r.volume.volumes.cement],
            [`${k('flyAsh')} (m³)`, r.volume.volumes.flyAsh],
            [`${k('slag')} (m³)`, r.volume.volumes.slag],
            [`${k('water')} (m³)`, r.volume.volumes.water],
            [`${k('air')} 0.01α (m³)`, r.volume.volumes.air],
            [k('aggregateVolume'), r.volume.aggregateVolume],
            [k('aggregates'), r.volume.aggregates],
            [k('sand'), r.volume.sand],
            [k('stone'), r.volume.stone],
            [k('total'), r.volume.total],
          ]}
        />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="materialName"
        dataSource={materials}
        data-testid="mix-design-materials"
        columns={[
          { title: t('recipeLib.materialName'), dataIndex: 'materialName' },
          { title: k('perM3'), dataIndex: 'kgPerM3', align: 'right' },
        ]}
      />
    </Space>
  );
}
