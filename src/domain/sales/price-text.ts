import { fenToYuan } from './money';
import type { NotPriced, Priced } from './price';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One line saying how a load was priced, in the reader's language: `t` turns a `price.*` label key
 * into text (i18next on the client, `labelOf` on the server), so the words live in price.labels.ts.
 * "信息价 · 2026年4月 · 410.00 · 上浮 3.5% (+14.35) · 泵送费 +15.00 = 439.35"
 */
export function priceText(r: Priced | NotPriced, t: (key: string) => string): string {
  if (!r.ok) {
    const tried = r.skipped.map((s) => `${t(`price.rule${cap(s.rule)}`)}: ${t(`price.skip${cap(s.reason)}`)}`);
    return [t(`price.fail${cap(r.reason)}`) + (r.detail ? ` (${r.detail})` : ''), ...tried].join(' · ');
  }
  const e = r.explanation;
  const parts = [t(`price.rule${cap(e.rule)}`)];
  if (e.period) parts.push(e.period.name);
  if (e.effectiveFrom) parts.push(`${t('price.effectiveFrom')} ${e.effectiveFrom}`);
  if (e.float) {
    const base = e.basePriceFen - e.float.deltaFen;
    const size = e.float.floatingType === 'percent' ? `${e.float.bilizhi}%` : fenToYuan(e.float.digital);
    parts.push(
      fenToYuan(base),
      `${t(e.float.floating === 'up' ? 'pact.floatUp' : 'pact.floatDown')} ${size} (${e.float.deltaFen >= 0 ? '+' : ''}${fenToYuan(e.float.deltaFen)})`,
    );
  } else parts.push(fenToYuan(e.basePriceFen));
  for (const x of e.extras) {
    const name = x.kind === 'special' || x.kind === 'otherFee' ? `${t(`price.extra${cap(x.kind)}`)} ${x.code}` : t('price.extraPump');
    parts.push(x.perM3Fen !== undefined ? `${name} +${fenToYuan(x.perM3Fen)}` : `${name} +${fenToYuan(x.perLoadFen ?? 0)}/${t('price.load')}`);
  }
  return `${parts.join(' · ')} = ${fenToYuan(r.unitPriceFen)}`;
}
