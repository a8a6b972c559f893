import { Descriptions, Table, Tag } from 'antd';
import type { EvaluationResult } from '../../src/domain/quality/strength-evaluation';

type T = (key: string) => string;

/** The evaluation as computed: counts, spread, λ, each criterion with its limit, and the verdict. */
export function EvaluationResultView({ r, t }: { r: EvaluationResult; t: T }) {
  const k = (key: string) => t(`strengthEval.${key}`);
  const spread = r.spread
    ? [
        { key: 'sum', label: 'Σf', children: r.spread.sum },
        { key: 'sq', label: 'Σf²', children: r.spread.sumOfSquares },
        { key: 'computed', label: `${r.spread.symbol} ${k('sigmaComputed')}`, children: r.spread.computed },
        { key: 'used', label: `${r.spread.symbol} ${k('sigma')}`, children: `${r.spread.value}${r.spread.floored ? ' (≥ 2.50)' : ''}` },
      ]
    : [];
  return (
    <div data-testid="evaluation-result">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3, xl: 4 }}
        items={[
          { key: 'fcuk', label: 'fcu,k (MPa)', children: r.fcuk },
          { key: 'n', label: k('n'), children: r.n },
          { key: 'mean', label: k('mean'), children: r.mean },
          { key: 'min', label: k('minimum'), children: r.minimum },
          ...spread,
          ...Object.entries(r.lambdas).map(([name, v]) => ({ key: name, label: name, children: v })),
          {
            key: 'verdict',
            label: k('pass'),
            children: (
              <Tag color={r.pass ? 'green' : 'red'} data-testid="evaluation-verdict">
                {k(r.pass ? 'verdictPass' : 'verdictFail')}
              </Tag>
            ),
          },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={r.criteria}
        columns={[
          { title: k('criterion'), dataIndex: 'formula', render: (f: string, c) => `${c.name === 'mean' ? 'mfcu' : 'fcu,min'} ≥ ${f}` },
          { title: k('value'), dataIndex: 'value', align: 'right' },
          { title: k('limit'), dataIndex: 'limit', align: 'right' },
          { title: k('pass'), dataIndex: 'pass', render: (p: boolean) => <Tag color={p ? 'green' : 'red'}>{k(p ? 'verdictPass' : 'verdictFail')}</Tag> },
        ]}
      />
    </div>
  );
}
