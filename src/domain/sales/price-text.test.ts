import { describe, expect, it } from 'vitest';
import { priceText } from './price-text';
import { priceLoad, type PriceBook, type PricingContract } from './price';

const zh: Record<string, string> = {
  'price.ruleInformation': '信息价',
  'price.ruleCustomer': '客户价格',
  'price.ruleZone': '区域价格',
  'price.ruleContract': '合同价格',
  'price.effectiveFrom': '生效日期',
  'pact.floatUp': '上浮',
  'pact.floatDown': '下浮',
  'price.extraPump': '泵送费',
  'price.extraOtherFee': '其他费用',
  'price.load': '车',
  'price.failNoPrice': '未找到价格',
  'price.skipNoPrice': '无该等级价格',
  'price.skipNoPeriod': '无覆盖该日的期间',
  'price.skipPriceTypeInformation': '合同按信息价计价',
};
const t = (k: string) => zh[k] ?? `?${k}`;
const contract: PricingContract = {
  id: 1,
  priceType: 'information',
  float: { floating: 'down', floatingType: 'percent', bilizhi: '3.5', digital: 0 },
  includingPump: false,
  pumpFeeFen: 1500,
  mortarPriceType: 'grade',
  mortarFixedPriceFen: null,
};
const book: PriceBook = {
  customerPrices: [],
  zonePrices: [],
  contractPrices: [],
  contractPeriods: [],
  informationPeriods: [{ id: 1, name: '2026年4月', startDate: '2026-04-01', endDate: '2026-04-30' }],
  informationPrices: [{ periodId: 1, productType: 'concrete', grade: 'C30', priceFen: 41_000 }],
  specialPrices: [],
  otherFees: [{ name: '过磅费', feeFen: 2000, per: 'load' }],
};
const load = { productType: 'concrete', grade: 'C30', day: '2026-04-10', quantity: 10_000, pumped: true, specials: [] };

describe('priceText', () => {
  it('says the rule, the period, the float and each extra, then the unit price', () => {
    expect(priceText(priceLoad(contract, book, load), t)).toBe(
      '信息价 · 2026年4月 · 410.00 · 下浮 3.5% (-14.35) · 泵送费 +15.00 · 其他费用 过磅费 +20.00/车 = 410.65',
    );
  });

  it('says why nothing priced a load, rule by rule', () => {
    expect(priceText(priceLoad(contract, book, { ...load, grade: 'C60' }), t)).toBe(
      '未找到价格 · 客户价格: 无该等级价格 · 区域价格: 无该等级价格 · 合同价格: 合同按信息价计价 · 信息价: 无该等级价格',
    );
  });
});
