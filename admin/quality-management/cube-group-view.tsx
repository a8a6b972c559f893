import { Descriptions, Table, Tag } from 'antd';
import type { CubeGroupResult } from '../../src/domain/quality/cube-strength';

type T = (key: string) => string;

/** One group of GB/T 50081 as computed: each cube's F/A, the deviations from the middle, the rule, the size factor. */
export function CubeGroupView({ r, t }: { r: CubeGroupResult; t: T }) {
  const k = (key: string) => t(`specimen.${key}`);
  const dev = (d: CubeGroupResult['maxDeviation']) => (
    <Tag color={d.exceeds ? 'orange' : 'default'}>{`${d.difference} (${d.percent}%${d.exceeds ? ' > 15%' : ''})`}</Tag>
  );
  return (
    <div data-testid="cube-group">
      <Table
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={r.specimens}
        columns={[
          { title: '#', render: (_, __, i) => i + 1, width: 40 },
          { title: k('loads'), dataIndex: 'loadKn', align: 'right' },
          { title: k('area'), dataIndex: 'areaMm2', align: 'right' },
          { title: k('strengths'), dataIndex: 'strength', align: 'right' },
        ]}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'mid', label: 'min / mid / max', children: `${r.min} / ${r.middle} / ${r.max}` },
          { key: 'maxDev', label: k('maxDeviation'), children: dev(r.maxDeviation) },
          { key: 'minDev', label: k('minDeviation'), children: dev(r.minDeviation) },
          { key: 'mean', label: k('rule_mean'), children: r.mean },
          { key: 'rule', label: k('rule'), children: k(`rule_${r.rule}`) },
          { key: 'value', label: k('groupValue'), children: r.value ?? '—' },
          { key: 'factor', label: k('sizeFactor'), children: r.sizeFactor },
          { key: 'strength', label: k('strengthMpa'), children: <b data-testid="cube-group-strength">{r.strength ?? k('rule_invalid')}</b> },
        ]}
      />
    </div>
  );
}
