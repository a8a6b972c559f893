import { defineLabels } from '../../src/domain/resources/area';

const LANGS = { zh: 'zh', en: 'en', es: 'es', ja: 'ja' } as const;
type Lang = keyof typeof LANGS;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** What a month column of the yearly receivable table sums: `s<m>` the sheets settled, `r<m>` the money received in month m. */
const KINDS = { s: { zh: '结算', en: 'settled', es: 'liquidado', ja: '精算' }, r: { zh: '回款', en: 'received', es: 'cobrado', ja: '入金' } } as const;

/** The month's short name in a language (1月, Jan, ene, 1月), from the platform's locale data rather than a list of our own. */
export function monthName(month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGS[lang], { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15)));
}

/** A column key of the yearly receivable table that holds one month's fen (`s1`…`s12`, `r1`…`r12`). */
export const isMonthColumn = (key: string): boolean => /^[sr](1[0-2]|[1-9])$/.test(key);

function texts(lang: Lang): Record<string, string> {
  const sep = lang === 'zh' || lang === 'ja' ? '' : ' ';
  return Object.fromEntries(MONTHS.flatMap((m) => (['s', 'r'] as const).map((k) => [`${k}${m}`, `${monthName(m, lang)}${sep}${KINDS[k][lang]}`])));
}

/**
 * The month column headers of the yearly receivable table (/report/sales-report, admin/finance/year-table.routes.server.ts
 * names them `s<m>` and `r<m>`): "3月结算", "Mar settled", "mar liquidado", "3月入金".
 */
export const yearMonthLabels = defineLabels('finance', { zh: texts('zh'), en: texts('en'), es: texts('es'), ja: texts('ja') });
