import { describe, expect, it } from 'vitest';
import { applyUpdates, replace, ring, ringAppend, upsert, upsertList, upsertRing } from './merge-rules';

interface Row {
  id: number;
  status: string;
  lat?: number;
}
interface State {
  rows: Row[];
  log: { id: number }[];
  queue: string[];
}
const empty: State = { rows: [], log: [], queue: [] };

describe('how socket updates merge into a channel', () => {
  it('patches known rows by id and appends new ones', () => {
    expect(
      upsertList<Row>(
        [{ id: 1, status: 'a', lat: 1 }],
        [
          { id: 1, status: 'b' },
          { id: 2, status: 'c' },
        ],
        (r) => r.id!,
      ),
    ).toEqual([
      { id: 1, status: 'b', lat: 1 },
      { id: 2, status: 'c' },
    ]);
  });

  it('never invents a row from a patch when told to patch only', () => {
    expect(upsertList<Row>([{ id: 1, status: 'a' }], [{ id: 9, lat: 3 }], (r) => r.id!, true)).toEqual([{ id: 1, status: 'a' }]);
  });

  it('keeps the newest entries of a ring and drops repeats', () => {
    expect(ringAppend([1, 2, 3], [3, 4, 5], 4, String)).toEqual([2, 3, 4, 5]);
  });

  it('applies a batch in arrival order, one rule per command', () => {
    const rules = new Map([
      [11, upsert<State, 'rows'>(11, 'rows', (r) => r.id!)],
      [41, ring<State, 'log'>(41, 'log', 2, (x) => String(x.id))],
      [50, replace<State, 'queue'>(50, 'queue')],
    ] as const);
    const next = applyUpdates(new Map(rules), empty, [
      { cmd: 11, item: { id: 1, status: 'loading' } },
      { cmd: 50, item: ['A'] },
      { cmd: 41, item: { id: 1 } },
      { cmd: 41, item: { id: 2 } },
      { cmd: 41, item: { id: 3 } },
      { cmd: 11, item: { id: 1, status: 'loaded' } },
      { cmd: 50, item: ['A', 'B'] },
    ]);
    expect(next).toEqual({ rows: [{ id: 1, status: 'loaded' }], log: [{ id: 2 }, { id: 3 }], queue: ['A', 'B'] });
  });

  it('updates a logged entry where it stands and keeps the newest of a bounded log', () => {
    const rule = upsertRing<State, 'rows'>(72, 'rows', 3, (r) => r.id!);
    const state = {
      ...empty,
      rows: [
        { id: 1, status: 'washing' },
        { id: 2, status: 'washing' },
      ],
    };
    expect(rule.apply(state, [{ id: 1, status: 'washed' }]).rows).toEqual([
      { id: 1, status: 'washed' },
      { id: 2, status: 'washing' },
    ]);
    expect(
      rule
        .apply(state, [
          { id: 3, status: 'washing' },
          { id: 4, status: 'washing' },
          { id: 3, status: 'washed' },
        ])
        .rows.map((r) => `${r.id}:${r.status}`),
    ).toEqual(['2:washing', '3:washed', '4:washing']);
  });
});
