import type { Rule } from 'antd/es/form';
import { checkField, passesRule } from '../../domain/resources/rules';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import { yuanToFen } from '../../domain/sales/money';
import { callAction } from './resource-api';

type T = (key: string, opts?: Record<string, unknown>) => string;

/**
 * antd rules from a field declaration: required, rule 1–3, and the async existence check; a text's
 * length and format go through the server's own `checkField`, so the form refuses what the server would.
 */
export function rulesOf(def: ResourceDef, f: FieldDef, t: T, recordId?: unknown): Rule[] {
  const label = t(f.label);
  const rules: Rule[] = [];
  if (f.required) rules.push({ required: true, message: t('ui.required', { field: label }) });
  if (f.rule) {
    const rule = f.rule;
    rules.push({
      validator: async (_r, v) => {
        if (!passesRule(rule, v)) throw new Error(t(`ui.rule${rule}`));
      },
    });
  }
  if (f.unit === 'fen') {
    // typed in yuan: at most two decimals, so it is a whole number of fen on the wire
    rules.push({
      validator: async (_r, v) => {
        if (v !== undefined && v !== null && v !== '' && yuanToFen(String(v)) === undefined) throw new Error(t('ui.invalid', { field: label }));
      },
    });
  }
  if (f.type === 'string' || f.type === 'textarea') {
    rules.push({
      validator: async (_r, v) => {
        const error = checkField({ ...f, required: false }, v).error;
        if (error?.key === 'tooLong') throw new Error(t('ui.tooLong', { field: label, max: error.max }));
        if (error) throw new Error(t('ui.invalid', { field: label }));
      },
    });
  }
  if (f.unique && def.actions.includes('exists')) {
    rules.push({
      validator: async (_r, v) => {
        if (v === undefined || v === null || v === '') return;
        // both spellings: the generic check reads field/value and id, spec checks (code_check) the field's own name
        const r = await callAction<{ exists: boolean }>(def, 'exists', {
          field: f.name,
          value: String(v),
          [f.name]: String(v),
          ...(recordId ? { id: String(recordId), [def.id]: String(recordId) } : {}),
        });
        if (r.exists) throw new Error(t('ui.exists', { field: label }));
      },
    });
  }
  return rules;
}
