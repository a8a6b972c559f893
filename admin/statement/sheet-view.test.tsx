import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAreas } from '../../src/domain/resources/registry';
import i18n from '../../src/i18n/i18n';
import { areas } from '../areas';
import { SheetView } from './sheet-view';
import type { Sheet } from './statement.api';

const sheet: Sheet = {
  customerName: '杭州城建',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  ticketCount: 2,
  totalQuantity: '16.000',
  ticketsFen: 683_840,
  manualCostFen: 50_000,
  otherFeeFen: 0,
  discountFen: 1_005,
  totalFen: 732_835,
  lines: [
    {
      ticketId: 1,
      ticketCode: 'FH001',
      ticketTime: '2026-04-10 08:00:00',
      grade: 'C30',
      pourMethod: '泵送',
      quantity: '8.000',
      priced: true,
      unitPriceFen: 42_740,
      amountFen: 341_920,
      rule: 'information',
      priceText: '信息价 · 2026年4月 · 427.40',
    },
    {
      ticketId: 2,
      ticketCode: 'FH002',
      ticketTime: '2026-04-11 08:00:00',
      grade: 'C30',
      pourMethod: '泵送',
      quantity: '8.000',
      priced: false,
      unitPriceFen: null,
      amountFen: null,
      rule: null,
      priceText: '未找到价格',
    },
  ],
  items: [{ kind: 'discount', name: '优惠', amountFen: 1_005 }],
};
const text = () =>
  renderToStaticMarkup(<SheetView sheet={sheet} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a settlement sheet as the clerk reads it (issue 26 item 12)', () => {
  beforeAll(async () => {
    registerAreas(areas);
    await i18n.changeLanguage('zh');
  });

  it('shows every sum, unit price and amount in yuan to two decimals, labelled 元', () => {
    const out = text();
    for (const yuan of ['6838.40', '500.00', '0.00', '10.05', '7328.35', '427.40', '3419.20']) expect(out).toContain(` ${yuan} `);
    for (const label of ['单价(元)', '金额(元)', '送货金额(元)', '结算金额(元)']) expect(out).toContain(label);
    expect(out).not.toMatch(/\(分\)|42740|683840|732835/);
  });

  it('says yuan in the other languages too', async () => {
    await i18n.changeLanguage('en');
    expect(text()).toContain('Unit price (yuan)');
    expect(text()).not.toMatch(/\(fen\)/);
    await i18n.changeLanguage('zh');
  });
});
