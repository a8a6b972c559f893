import { Card, Table, Tabs, Tag } from 'antd';
import { useResourcePageQuery } from '../../src/api/resource.api';
import { resourceByName } from '../../src/domain/resources/registry';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';

interface Accumulation {
  orgId: string;
  material: string;
  grade: string;
  supplierName: string;
  lastSampleDate: string | null;
  arrivals: number;
  accumulated: string;
  batchQuantity: string;
  basis: string;
  due: boolean;
}

/** /quality-management/material-sampling: what arrived since each last sample, then the samples and new-material reports. */
export default function MaterialSamplingScreen() {
  const t = useResourceT();
  // tagged as the sampling records: recording a sample refetches the accumulation it closes
  const q = useResourcePageQuery({ name: 'materialSampling', path: '/experiment/material-accumulate/page', params: {} });
  const acc = { loading: q.isFetching, list: (q.data?.list ?? []) as unknown as Accumulation[] };
  const s = (k: string) => t(`materialSampling.${k}`);
  return (
    <>
      <Card size="small" title={s('accumulationTitle')} style={{ marginBottom: 12 }} data-testid="material-accumulation">
        <Table<Accumulation>
          size="small"
          rowKey={(r) => `${r.orgId}/${r.material}/${r.grade}/${r.supplierName}`}
          loading={acc.loading}
          dataSource={acc.list}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: s('material'), dataIndex: 'material', render: (v: string) => t(`materialTest.kind.${v}`) },
            { title: s('grade'), dataIndex: 'grade' },
            { title: s('supplierName'), dataIndex: 'supplierName' },
            { title: s('lastSampleDate'), dataIndex: 'lastSampleDate', render: (v: string | null) => v ?? '—' },
            { title: s('arrivals'), dataIndex: 'arrivals', align: 'right' },
            { title: s('accumulated'), dataIndex: 'accumulated', align: 'right' },
            { title: s('batchQuantity'), dataIndex: 'batchQuantity', align: 'right' },
            { title: s('standard'), dataIndex: 'basis' },
            { title: s('due'), dataIndex: 'due', render: (v: boolean) => (v ? <Tag color="red">{s('due')}</Tag> : <Tag>{s('notDue')}</Tag>) },
          ]}
        />
      </Card>
      <Tabs
        items={['materialSampling', 'newMaterialInspection'].map((name) => {
          const def = resourceByName(name)!;
          return { key: name, label: t(def.title), children: <ResourceScreen def={def} /> };
        })}
      />
    </>
  );
}
