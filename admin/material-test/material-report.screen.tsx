import { Card, Table } from 'antd';
import { useResourceListQuery } from '../../src/api/resource.api';
import type { MaterialStandard } from '../../src/domain/quality/raw-materials';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { resourceByName } from '../../src/domain/resources/registry';
import { ReportImageInput } from './report-image-input';
import { resourceName } from './material-test.resource';

interface LimitRow {
  id: number;
  grade: string;
  indicator: string;
  minValue: string | null;
  maxValue: string | null;
}

/** The limits each grade's reports are judged against, as stored on /product/material-quality-indicator. */
function Limits({ m }: { m: MaterialStandard }) {
  const t = useResourceT();
  const q = useResourceListQuery({ name: 'materialQualityIndicator', path: '/resource/materialQualityIndicator/list', params: { material: m.kind } });
  const rows = (q.data ?? []) as unknown as LimitRow[];
  const grades = [...new Set(rows.map((r) => r.grade))];
  const cell = (r?: LimitRow) =>
    !r ? '—' : [r.minValue !== null ? `≥ ${r.minValue}` : '', r.maxValue !== null ? `≤ ${r.maxValue}` : ''].filter(Boolean).join(' ');
  const data = m.indicators.map((i) => ({
    key: i.name,
    indicator: t(`materialIndicator.${i.name}`),
    ...Object.fromEntries(grades.map((g) => [g, cell(rows.find((r) => r.grade === g && r.indicator === i.name))])),
  }));
  return (
    <Card size="small" title={t('materialTest.limitsOf', { standard: m.standard })} style={{ marginBottom: 12 }} data-testid="material-limits">
      <Table
        size="small"
        pagination={false}
        loading={q.isFetching}
        dataSource={data}
        columns={[{ title: t('materialIndicatorLimit.indicator'), dataIndex: 'indicator' }, ...grades.map((g) => ({ title: g, dataIndex: g }))]}
      />
    </Card>
  );
}

/** A material's test reports: its limits above the table, and an image upload in the form. */
export function MaterialReportScreen({ m }: { m: MaterialStandard }) {
  const def = resourceByName(resourceName(m.kind, 'report'))!;
  return (
    <>
      <Limits m={m} />
      <ResourceScreen def={def} formInputs={{ imageUrl: <ReportImageInput /> }} />
    </>
  );
}
