import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../domain/resources/types';
import { fieldValue } from './field-value';

const t = (k: string) => `<${k}>`;
const f = (x: Partial<FieldDef>): FieldDef => ({ name: 'x', type: 'string', label: 'l', ...x });

describe('fieldValue', () => {
  it('shows the label of an enum value, numbers and strings alike', () => {
    const e = f({ type: 'enum', options: [{ value: 1, label: 'res.enabled' }, { value: 'sand', label: 'supplier.sand' }] });
    expect(fieldValue(e, '1', t)).toBe('<res.enabled>');
    expect(fieldValue(e, 'sand', t)).toBe('<supplier.sand>');
    expect(fieldValue(e, 'gold', t)).toBe('gold');
  });
  it('shows booleans as yes or no and empty values as blank', () => {
    expect(fieldValue(f({ type: 'bool' }), true, t)).toBe('<ui.yes>');
    expect(fieldValue(f({ type: 'bool' }), 0, t)).toBe('<ui.no>');
    expect(fieldValue(f({}), null, t)).toBe('');
    expect(fieldValue(f({ type: 'decimal' }), '12.50', t)).toBe('12.50');
  });
});
