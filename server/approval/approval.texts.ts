import type { FieldDef, ResourceDef } from '../../src/domain/resources/types';
import { flowsOf, type FlowDef } from '../../src/domain/resources/flows';
import { declaredTitle, registeredLabels, resources } from '../../src/domain/resources/registry';
import type { Lang } from '../../src/domain/server-messages';
import { todoText, type TodoAbout, type TodoKey, type TodoParams } from '../../src/domain/todo-texts';
import type { CallContext } from '../http/call';
import { fetchOne } from '../resources/resource.handlers';

/**
 * What the approval engine's to-dos say (issue 26, item 11): the record by its object, code and
 * title, stored as a key and parameters (src/domain/todo-texts.ts) and read in each reader's language.
 */

/** A declared label in a language; the key itself where nothing declares it. */
export const labelIn = (lang: Lang) => {
  const labels = registeredLabels(lang);
  return (key: string): string => labels[key] ?? key;
};

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();
const CODE = /(Code|No)$/;
const nameish = (f: FieldDef) => f.type === 'string' && !f.names && (f.name === 'name' || /[a-z]Name$/.test(f.name));
const gradeish = (f: FieldDef) => f.name === 'grade' || f.name === 'strength';

/**
 * The record an approval is about: its object (for a print request the object it prints, and the
 * document as its title), its code (the flow's title field when that is a code, else the declared
 * code) and what else names it: the flow's title field when not the code, else a name (customer,
 * unit), and a grade.
 */
export function aboutRecord(def: ResourceDef, flow: FlowDef, rec: Readonly<Record<string, unknown>>): TodoAbout {
  const objectField = def.fields.find((f) => f.names?.kind === 'object');
  const docField = def.fields.find((f) => f.names?.kind === 'printDoc');
  const codeField = CODE.test(flow.titleField) ? flow.titleField : def.code?.field;
  // a flow titled by a name (a supplier's) needs no other name beside it
  const titled = flow.titleField !== codeField;
  const parts = [
    titled ? text(rec[flow.titleField]) : '',
    ...[
      titled ? undefined : def.fields.find((f) => f.name !== codeField && nameish(f) && text(rec[f.name])),
      def.fields.find((f) => f.name !== flow.titleField && gradeish(f) && text(rec[f.name])),
    ].map((f) => (f ? text(rec[f.name]) : '')),
  ].filter((p, i, all) => p && all.indexOf(p) === i);
  const objectLabel = (objectField && declaredTitle(objectField, rec[objectField.name], rec)) || def.title;
  const titleLabel = docField ? declaredTitle(docField, rec[docField.name], rec) : undefined;
  return {
    flowLabel: flow.label,
    objectLabel,
    code: codeField ? text(rec[codeField]) : '',
    title: parts.join(' ').slice(0, 80),
    ...(titleLabel ? { titleLabel } : {}),
  };
}

export async function aboutOf(ctx: CallContext, def: ResourceDef, flow: FlowDef, id: number): Promise<TodoAbout> {
  return aboutRecord(def, flow, await fetchOne(ctx, def, id));
}

/** Several records of one flow decided as one group: their count and the codes of the first few. */
export function aboutGroup(def: ResourceDef, flow: FlowDef, records: ReadonlyArray<Readonly<Record<string, unknown>>>, count = records.length): TodoAbout {
  const each = records.slice(0, 3).map((r) => aboutRecord(def, flow, r));
  return { flowLabel: flow.label, objectLabel: def.title, count, codes: each.map((a) => a.code || a.title || '').filter(Boolean) };
}

/** The columns of a to-do with its text: the key and parameters, and the plant's (Chinese) wording for whoever reads the table itself. */
export function todoTextColumns(key: TodoKey, params: TodoParams): { msg_key: string; msg_params: string; title: string; content: string } {
  const zh = todoText({ title: '', content: '', msg_key: key, msg_params: params }, 'zh', labelIn('zh'));
  return { msg_key: key, msg_params: JSON.stringify(params), title: zh.title.slice(0, 200), content: zh.content };
}

/**
 * A stored to-do in the reader's language. An approval to-do written before the keys (its content
 * `<business type>#<id>`, its title the record's title field) reads as the same sentence, from its
 * business type's flow.
 */
export function readTodo(
  row: { type: number; title: string; content: string; msg_key: string; msg_params: unknown; business_type: string; business_id: string },
  lang: Lang,
) {
  if (!row.msg_key && row.type === 2 && row.content === `${row.business_type}#${row.business_id}`) {
    const def = resources.find((d) => flowsOf(d).some((f) => f.businessType === row.business_type));
    const flow = def && flowsOf(def).find((f) => f.businessType === row.business_type);
    if (def && flow) {
      const t = todoText(
        { ...row, msg_key: 'approvalWaiting', msg_params: { flowLabel: flow.label, objectLabel: def.title, code: row.title } },
        lang,
        labelIn(lang),
      );
      return { title: t.title, content: '' };
    }
  }
  return todoText(row, lang, labelIn(lang));
}
