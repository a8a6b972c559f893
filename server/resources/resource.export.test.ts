import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/domain/resources/types';
import { planOf } from './resource.export';
import { batchCells } from './xlsx-cells.mjs';

describe('exported cells', () => {
  it('write money kept in fen as a number of yuan (issue 26 item 12)', () => {
    const fields: FieldDef[] = [
      { name: 'id', type: 'int', label: 'l' },
      { name: 'amountFen', type: 'int', label: 'statement.amountFen', unit: 'fen' },
    ];
    const plans = fields.map((f) => planOf(f, 'zh'));
    const json = JSON.stringify([
      { id: 1, amountFen: 42740 },
      { id: 2, amountFen: -5 },
      { id: 3, amountFen: null },
      { id: 4, amountFen: 1_000_000_001 },
    ]);
    expect(batchCells(json, [1, 2, 3, 4], 'id', plans)).toEqual([
      [1, 427.4],
      [2, -0.05],
      [3, null],
      [4, 10_000_000.01],
    ]);
  });
});
