import { flowOf, flowsOf } from '../../src/domain/resources/flows';
import { approvalTypes, resourceByName, resources } from '../../src/domain/resources/registry';
import { columnOf, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

/**
 * How the system journal (/settings/systemJournal) reads a row in the user's language (issue 26,
 * item 11): the action and the object by their labels, the record by its code, and the detail as
 * 'field: value' lines ('field: old → new' for what an update or a transition changed). Shared by
 * the screen and the journal's server part (which finds the record's code and searches by label).
 *
 * `label` answers a label key's text, undefined when nothing declares it.
 */
export type LabelOf = (key: string) => string | undefined;

const keyPart = (s: string) => s.replace(/[^a-zA-Z0-9]/g, '_');

/** The object a journal row names: a declaration by name, or by its table (`production_task` → production_tasks). */
export function journalResource(entity: string): ResourceDef | undefined {
  return resourceByName(entity) ?? resources.find((d) => !d.view && !d.fixed && (d.table === entity || d.table === `${entity}s`));
}

const CODE = /(Code|No)$/;

/** The field that names a record of the object by its code: the declared code, a flow's code title, a `…Code` field, else its name. */
export function recordCodeField(def: ResourceDef): FieldDef | undefined {
  const by = (name?: string) => (name ? def.fields.find((f) => f.name === name) : undefined);
  return (
    by(def.code?.field) ??
    by(
      flowsOf(def)
        .map((f) => f.titleField)
        .find((n) => CODE.test(n)),
    ) ??
    def.fields.find((f) => CODE.test(f.name) && !f.hideInTable) ??
    def.fields.find((f) => CODE.test(f.name)) ??
    by('name') ??
    def.fields.find((f) => f.type === 'string' && /[a-z]Name$/.test(f.name))
  );
}

/** The action's label: the journal's own, else the object's transition, button or batch action of that name, else the action as written. */
export function journalAction(action: string, entity: string, label: LabelOf): string {
  const own = label(`journal.act_${keyPart(action)}`);
  if (own) return own;
  const def = journalResource(entity);
  const declared = def && [...(def.transitions ?? []), ...(def.batch ?? []), ...(def.buttons ?? [])].find((x) => ('name' in x ? x.name : x.code) === action);
  return (declared && label(declared.label)) || action;
}

/** The object's label: the declaration's title, else the journal's name for what no declaration is (users, roles, flows…). */
export function journalObject(entity: string, label: LabelOf): string {
  const def = journalResource(entity);
  return (def && label(def.title)) || label(`journal.obj_${keyPart(entity)}`) || entity;
}

/** The record: its code (found by the server), a flow's business type by the flow's label, else its id. */
export function journalRecord(row: { entity: string; entityId: string; recordCode?: string }, label: LabelOf): string {
  if (row.recordCode) return row.recordCode;
  if (row.entity === 'approval-flow') {
    const type = approvalTypes().find((t) => t.businessType === row.entityId);
    if (type) return label(type.label) ?? row.entityId;
  }
  return row.entityId;
}

type Changed = { from: unknown; to: unknown };
const isChange = (v: unknown): v is Changed => !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 2 && 'from' in v && 'to' in v;

/** The journal's separators in the reader's language: Chinese and Japanese use full-width colons. */
export const journalColon = (lang: string) => (lang.startsWith('zh') || lang.startsWith('ja') ? '：' : ': ');

/**
 * The detail as lines, 'label: value' each, in the order written: a field by its label (by wire
 * name or column), an option by its label; an approval's flow by the flow's label; a change as
 * 'old → new'. A detail that is not an object shows as written.
 */
export function journalDetail(detail: unknown, entity: string, label: LabelOf, lang: string): string[] {
  let data = detail;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return data ? [data as string] : [];
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data === null || data === undefined || data === '' ? [] : [String(JSON.stringify(data))];
  const def = journalResource(entity);
  const yes = label('ui.yes') ?? '✓';
  const no = label('ui.no') ?? '✗';
  const fieldOf = (k: string) => def?.fields.find((f) => f.name === k || columnOf(f) === k);
  const show = (v: unknown, f?: FieldDef, k?: string): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (k === 'flow' && def && typeof v === 'string') {
      const flow = flowOf(def, v);
      if (flow) return label(flow.label) ?? v;
    }
    const o = f?.options?.find((x) => String(x.value) === String(v));
    if (o) return label(o.label) ?? String(v);
    if (typeof v === 'boolean') return v ? yes : no;
    if (Array.isArray(v)) return v.map((x) => show(x)).join(', ');
    if (typeof v === 'object')
      return Object.entries(v as Record<string, unknown>)
        .map(([a, b]) => `${a} ${show(b)}`)
        .join(', ');
    return String(v);
  };
  return Object.entries(data as Record<string, unknown>).map(([k, v]) => {
    const f = fieldOf(k);
    const name = (f && label(f.label)) || label(`journal.key_${keyPart(k)}`) || k;
    const value = isChange(v) ? `${show(v.from, f, k)} → ${show(v.to, f, k)}` : show(v, f, k);
    return `${name}${journalColon(lang)}${value}`;
  });
}

/** Action names whose label (in any of the given label functions) contains the text: the journal's search by what the user reads. */
export function actionsLabelled(text: string, actions: readonly string[], labels: readonly LabelOf[]): string[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return actions.filter((a) => labels.some((l) => (l(`journal.act_${keyPart(a)}`) ?? '').toLowerCase().includes(q)));
}

/** Object names (declared, or the journal's own) whose label contains the text, in any of the languages given. */
export function objectsLabelled(text: string, entities: readonly string[], labels: readonly LabelOf[]): string[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return entities.filter((e) => labels.some((l) => journalObject(e, l).toLowerCase().includes(q)));
}
