import { describe, expect, it } from 'vitest';
import { defineArea } from '../../domain/resources/area';
import { declaredTitles, registerAreas } from '../../domain/resources/registry';
import { defineResource, type FieldDef } from '../../domain/resources/types';
import { decimalText, fieldValue } from './field-value';

const t = (k: string) => `<${k}>`;
const f = (x: Partial<FieldDef>): FieldDef => ({ name: 'x', type: 'string', label: 'l', ...x });

describe('fieldValue', () => {
  it('shows the label of an enum value, numbers and strings alike', () => {
    const e = f({
      type: 'enum',
      options: [
        { value: 1, label: 'res.enabled' },
        { value: 'sand', label: 'supplier.sand' },
      ],
    });
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

  it('shows money kept in fen as yuan to two decimals, negatives too (issue 26 item 12)', () => {
    const price = f({ name: 'unitPriceFen', type: 'int', unit: 'fen' });
    expect(fieldValue(price, 42740, t)).toBe('427.40');
    expect(fieldValue(price, '42740', t)).toBe('427.40');
    expect(fieldValue(price, 0, t)).toBe('0.00');
    expect(fieldValue(price, -5, t)).toBe('-0.05');
    expect(fieldValue(price, -12345, t)).toBe('-123.45');
    expect(fieldValue(price, null, t)).toBe('');
    // a whole number that is no money stays as it is
    expect(fieldValue(f({ type: 'int' }), 42740, t)).toBe('42740');
  });

  it("shows a kilogram's conversion ratio with the decimals its field declares, not as 0.00", () => {
    const ratio = f({ type: 'decimal', scale: 6 });
    expect(fieldValue(ratio, '0.001000', t)).toBe('0.001');
    expect(fieldValue(ratio, '1.000000', t)).toBe('1.00');
    expect(fieldValue(ratio, '0.510000', t)).toBe('0.51');
    expect(decimalText('12.500', 3)).toBe('12.500');
  });

  it('shows a declared object and print document by their titles, not their code names', () => {
    // an object with one printable document, as a print request names them
    const slip = defineResource({
      name: 'fvSlip',
      table: 'fv_slips',
      id: 'id',
      screen: '/fv/slips',
      title: 'fv.slipTitle',
      fields: [],
      search: [],
      columns: [],
      calls: {},
      actions: ['page'],
      print: [{ name: 'slip', title: 'fv.slipDoc', button: 'print', paper: 'A5', codeField: 'id', header: [] }],
    });
    registerAreas([defineArea({ name: 'fv', resources: [slip], labels: [] })]);
    const object = f({ name: 'resource', names: { kind: 'object' } });
    const doc = f({ name: 'doc', names: { kind: 'printDoc', of: 'resource' } });
    expect(fieldValue(object, 'fvSlip', t)).toBe('<fv.slipTitle>');
    expect(fieldValue(doc, 'slip', t, { resource: 'fvSlip', doc: 'slip' })).toBe('<fv.slipDoc>');
    // a name no longer declared still shows what was recorded
    expect(fieldValue(object, 'gone', t)).toBe('gone');
    expect(fieldValue(doc, 'other', t, { resource: 'fvSlip' })).toBe('other');
    // the export maps values without their row: by name, across every registered object
    expect(declaredTitles(object)).toMatchObject({ fvSlip: 'fv.slipTitle' });
    expect(declaredTitles(doc)).toMatchObject({ slip: 'fv.slipDoc' });
    expect(declaredTitles(f({}))).toBeUndefined();
  });
});
