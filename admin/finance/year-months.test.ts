import { describe, expect, it } from 'vitest';
import { financeColumns } from './finance-table';
import { financeArea } from './index';
import { isMonthColumn, yearMonthLabels } from './year-months.labels';

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const keys = months.flatMap((m) => [`s${m}`, `r${m}`]);

describe('the month columns of the yearly receivable table', () => {
  it('have a header in every language, named after the month and what it sums', () => {
    for (const lang of ['zh', 'en', 'es', 'ja'] as const) {
      for (const k of keys) expect(yearMonthLabels[lang][`finance.${k}`], `${lang} ${k}`).toMatch(/\S/);
    }
    expect([yearMonthLabels.zh['finance.s1'], yearMonthLabels.zh['finance.r12']]).toEqual(['1月结算', '12月回款']);
    expect([yearMonthLabels.en['finance.s3'], yearMonthLabels.en['finance.r3']]).toEqual(['Mar settled', 'Mar received']);
    expect(yearMonthLabels.ja['finance.r3']).toBe('3月入金');
    expect(yearMonthLabels.es['finance.s1']).toBe('ene liquidado');
    expect(financeArea.labels).toContain(yearMonthLabels);
  });

  it('shows a month column under its label and its fen as yuan', () => {
    const merged = Object.assign({}, ...financeArea.labels.map((l) => l.zh)) as Record<string, string>;
    const t = (k: string) => merged[k] ?? k;
    const [settled, received, other] = financeColumns(['s2', 'r11', 'customerName'], t);
    expect([settled.title, received.title, other.title]).toEqual(['2月结算', '11月回款', '客户']);
    const render = (c: typeof settled, v: unknown) => (c as { render: (v: unknown) => unknown }).render(v);
    expect([render(settled, 1234567), render(received, 5), render(other, 'A')]).toEqual(['12345.67', '0.05', 'A']);
    expect(['s0', 's13', 'settledFen', 'rr1'].some(isMonthColumn)).toBe(false);
  });
});
