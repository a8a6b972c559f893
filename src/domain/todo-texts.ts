import { formatMessage, serverMessages, type Lang, type MessageKey } from './server-messages';

/**
 * The wording of the to-dos and notices the server writes (issue 26, item 11). A to-do stores a
 * key of this table and its parameters (`todos.msg_key`, `todos.msg_params`); the calls that list
 * to-dos and notices render them in the reader's language (Accept-Language), so the same to-do reads
 * '销售结算单审批：XSJS2026112700001 杭州地铁集团' to one user and 'Approval of sales settlements:
 * XSJS2026112700001 杭州地铁集团' to another. Parameters ending in `Label` are label keys of the
 * declarations (the flow's, the object's, a print document's), looked up in the reader's language.
 */

const m = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

const templates = {
  /** the record, for the to-do's title: '<flow>：<object> <code> <title>' */
  subject: m('{flow}：{record}', '{flow}: {record}', '{flow}: {record}', '{flow}：{record}'),
  /** several records decided as one group */
  groupSubject: m(
    '{flow}：{count} 条{object} {record}',
    '{flow}: {count} × {object} {record}',
    '{flow}: {count} × {object} {record}',
    '{flow}：{object} {count} 件 {record}',
  ),
  approvalWaiting: m(
    '{submitter} 提交，待你审批（第{level}级）',
    '{submitter} submitted it; level {level} waits for your decision',
    '{submitter} lo envió; el nivel {level} espera su decisión',
    '{submitter}が提出しました。第{level}レベルの承認をお待ちしています',
  ),
  approvalRefused: m('{who} 驳回：{opinion}', '{who} refused it: {opinion}', '{who} lo rechazó: {opinion}', '{who}が却下しました：{opinion}'),
  approvalSentBack: m(
    '{who} 退回修改：{opinion}',
    '{who} sent it back for changes: {opinion}',
    '{who} lo devolvió para cambios: {opinion}',
    '{who}が差し戻しました：{opinion}',
  ),
} as const;

/** What a to-do's key says: the record waits for the reader's decision, was refused, sent back, or an alarm went off. */
export type TodoKey = 'approvalWaiting' | 'approvalRefused' | 'approvalSentBack' | 'alarm';
export const TODO_KEYS: readonly TodoKey[] = ['approvalWaiting', 'approvalRefused', 'approvalSentBack', 'alarm'];

/** The record an approval to-do is about: its flow, its object and its code and title. */
export interface TodoAbout {
  /** label key of the flow (its business type on /settings/approval-flow) */
  flowLabel: string;
  /** label key of the object the record is (or, for a print request, the object it prints) */
  objectLabel: string;
  /** the record's code (contract, settlement, task number…) */
  code?: string;
  /** what else names it (the customer, the supplier's name, the grade) */
  title?: string;
  /** a label key naming it further (the document a print request reprints) */
  titleLabel?: string;
  /** a group: how many records, and the codes of the first few */
  count?: number;
  codes?: string[];
}

export type TodoParams = Partial<TodoAbout> & {
  submitter?: string;
  level?: number;
  who?: string;
  opinion?: string;
  /** an alarm: its message key (src/domain/server-messages.ts) and parameters */
  message?: string;
  messageParams?: Record<string, string | number>;
};

const GROUP_SHOWN = 3;

/** A flow's label as the name of an approval: '供应商' → '供应商审批', 'Suppliers' → 'Approval of suppliers'. */
export function approvalName(label: string, lang: Lang): string {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  switch (lang) {
    case 'zh':
      return /(审批|审核)$/.test(label) ? label : `${label}审批`;
    case 'ja':
      return /(承認|審査)$/.test(label) ? label : `${label}承認`;
    case 'en':
      return /\b(approvals?|checks?|reviews?)\b/i.test(label) ? label : `Approval of ${lower(label)}`;
    case 'es':
      return /(aprobaci[oó]n|revisi[oó]n)/i.test(label) ? label : `Aprobación de ${lower(label)}`;
  }
}

const fill = (template: string, params: Record<string, unknown>) =>
  template
    .replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The to-do's title: the approval's name, then the object (left out where the flow's name already
 * says it: '配合比选用审批' needs no '配合比选用'), the code and the title.
 */
export function subjectText(p: Partial<TodoAbout>, lang: Lang, label: (key: string) => string): string {
  const flowText = p.flowLabel ? label(p.flowLabel) : '';
  const flow = flowText ? approvalName(flowText, lang) : '';
  const objectText = p.objectLabel ? label(p.objectLabel) : '';
  const object = objectText && !flowText.toLowerCase().includes(objectText.toLowerCase()) ? objectText : '';
  if (p.count !== undefined) {
    const sep = lang === 'zh' || lang === 'ja' ? '、' : ', ';
    const codes = p.codes ?? [];
    const record = codes.slice(0, GROUP_SHOWN).join(sep) + (p.count > GROUP_SHOWN ? '…' : '');
    return fill(templates.groupSubject[lang], { flow, count: p.count, object: objectText, record });
  }
  const record = [object, p.code, p.title, p.titleLabel ? label(p.titleLabel) : ''].filter(Boolean).join(' ');
  return fill(templates.subject[lang], { flow, record });
}

/**
 * A stored to-do in the reader's language: title and content from its key and parameters; a to-do
 * without a key (a notice someone wrote, a row older than the keys) as stored.
 */
export function todoText(
  row: { title: string; content: string; msg_key: string; msg_params: unknown },
  lang: Lang,
  label: (key: string) => string,
): { title: string; content: string } {
  const key = row.msg_key as TodoKey | '';
  const p = (row.msg_params && typeof row.msg_params === 'object' ? row.msg_params : {}) as TodoParams;
  if (key === 'alarm') {
    const known = p.message && p.message in serverMessages;
    return { title: row.title, content: known ? formatMessage(p.message as MessageKey, lang, p.messageParams ?? {}) : row.content };
  }
  if (key !== 'approvalWaiting' && key !== 'approvalRefused' && key !== 'approvalSentBack') return { title: row.title, content: row.content };
  const content = fill(templates[key][lang], { submitter: p.submitter, level: p.level, who: p.who, opinion: p.opinion });
  return { title: subjectText(p, lang, label), content };
}
