import Schema from '@rc-component/async-validator';
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDef } from '../../domain/resources/types';
import { checkField } from '../../domain/resources/rules';
import { rulesOf } from './field-rules';

const phone: FieldDef = { name: 'phone', type: 'string', label: 'res.phone', max: 40, format: 'phone' };
const name: FieldDef = { name: 'name', type: 'string', label: 'res.name', required: true };
const def = defineResource({
  name: 'probe',
  table: 'probes',
  id: 'id',
  screen: '/basic/master-provider',
  title: 'probe',
  fields: [name, phone],
  search: [],
  columns: ['name'],
  calls: {},
  actions: ['page'],
});
const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

/** The messages the form shows for a value, running the rules as antd's form runs them. */
async function formErrors(f: FieldDef, value: unknown): Promise<string[]> {
  try {
    await new Schema({ [f.name]: rulesOf(def, f, t) as never }).validate({ [f.name]: value });
    return [];
  } catch (e) {
    return (e as { errors: { message: string }[] }).errors.map((x) => x.message);
  }
}

describe('form rules from the declaration', () => {
  it('refuses a phone that is not one, as the server does', async () => {
    expect(checkField(phone, 'abc-not-a-phone').error).toMatchObject({ key: 'invalid' });
    expect(await formErrors(phone, 'abc-not-a-phone')).toEqual(['ui.invalid{"field":"res.phone"}']);
  });

  it('takes the phone numbers the plant writes', async () => {
    for (const ok of ['0571-86650001', '13800000001', '+86 (571) 8665 0001 转 8', '']) {
      expect(checkField(phone, ok).error, ok).toBeUndefined();
      expect(await formErrors(phone, ok), ok).toEqual([]);
    }
  });

  it('refuses a 300-character name with the maximum length the server applies', async () => {
    const long = '砼'.repeat(300);
    expect(checkField(name, long).error).toMatchObject({ key: 'tooLong', max: 100 });
    expect(await formErrors(name, long)).toEqual(['ui.tooLong{"field":"res.name","max":100}']);
    expect(await formErrors(name, '砼'.repeat(100))).toEqual([]);
  });
});
