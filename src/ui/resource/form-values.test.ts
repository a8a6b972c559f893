import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../domain/resources/types';
import { toForm, toWire } from './form-values';

const price: FieldDef = { name: 'priceFen', type: 'int', label: 'outsourcing.priceFen', required: true, rule: 3, unit: 'fen' };

describe("the form dialog's values", () => {
  it('shows money kept in fen as yuan in its box and sends fen back (issue 26 item 12)', () => {
    expect(toForm(price, 4800)).toBe('48.00');
    expect(toForm(price, 5)).toBe('0.05');
    expect(toForm(price, null)).toBeUndefined();
    expect(toWire(price, '48')).toBe(4800);
    expect(toWire(price, '48.5')).toBe(4850);
    expect(toWire(price, '427.40')).toBe(42740);
    // the typed yuan round-trips to the same fen, never through a float
    expect(toWire(price, toForm(price, 1_234_567_891))).toBe(1_234_567_891);
    expect(toWire(price, '')).toBe('');
  });

  it('leaves other numbers as typed', () => {
    expect(toWire({ name: 'n', type: 'int', label: 'l' }, '48')).toBe('48');
    expect(toForm({ name: 'n', type: 'int', label: 'l' }, 48)).toBe(48);
  });
});
