import { describe, expect, it } from 'vitest';
import { labelOf } from '../src/domain/resources/labels';
import { registerAreas } from '../src/domain/resources/registry';
import type { Lang } from '../src/domain/server-messages';
import { areas } from './areas';

registerAreas(areas);
const LANGS: Lang[] = ['zh', 'en', 'es', 'ja'];
/** A label naming the fen as its unit: 单价(分), Amount (fen)… (not 所要時間(分), minutes in Japanese). */
const SAYS_FEN = /[(（]\s*分\s*[)）]|\bfen\b/i;

// every field a person reads money from in integer fen, across the back office
const fenFields = areas.flatMap((a) =>
  a.resources.flatMap((r) => r.fields.filter((f) => f.name.endsWith('Fen')).map((f) => ({ at: `${r.name}.${f.name}`, f }))),
);

describe('money in fen, as the declarations show it (issue 26 item 12)', () => {
  it("finds the delivery book's and the settlement sheet's money fields", () => {
    expect(fenFields.map((x) => x.at)).toEqual(
      expect.arrayContaining([
        'deliveryBook.unitPriceFen',
        'deliveryBook.amountFen',
        'salesSettlement.totalFen',
        'salesSettlement.ticketsFen',
        'outsourcingTransportPrice.priceFen',
        'outsourcingSettlement.totalFen',
      ]),
    );
  });

  it('declares each as fen, so the table, the form and the export show yuan', () => {
    expect(fenFields.filter((x) => x.f.type !== 'int' || x.f.unit !== 'fen').map((x) => x.at)).toEqual([]);
  });

  it('labels each in yuan in every language, never in fen', () => {
    for (const { at, f } of fenFields) {
      for (const lang of LANGS) expect(labelOf(f.label, lang), `${at} ${lang}`).not.toMatch(SAYS_FEN);
      expect(labelOf(f.label, 'zh'), at).toMatch(/\(元\)$/);
    }
    expect(labelOf('statement.unitPriceFen', 'zh')).toBe('单价(元)');
  });
});
