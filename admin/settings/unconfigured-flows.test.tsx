import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import zh from '../../src/ui/approval/i18n/zh';
import en from '../../src/ui/approval/i18n/en';
import { UnconfiguredFlowsAlert } from './unconfigured-flows';

/** The approval namespace's `t`, as i18next interpolates it. */
const tOf =
  (bundle: Record<string, string>) =>
  (key: string, o: Record<string, unknown> = {}) =>
    bundle[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o[k]));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the warning of /settings/approval-flow (issue 26, item 16)', () => {
  const types = [
    { businessType: 'sales-invoice', label: '销售开票' },
    { businessType: 'sales-discount', label: '优惠' },
  ];

  it('names every business type without a flow by its label, and says what that means', () => {
    const out = text(renderToStaticMarkup(<UnconfiguredFlowsAlert types={types} t={tOf(zh)} />));
    expect(out).toContain('以下业务类型未配置审批流程，其记录提交即同意');
    expect(out).toContain('销售开票、优惠');
    expect(out).not.toContain('sales-invoice');
    const english = text(renderToStaticMarkup(<UnconfiguredFlowsAlert types={[{ businessType: 'sales-invoice', label: 'Sales invoices' }]} t={tOf(en)} />));
    expect(english).toContain('These business types have no approval flow');
    expect(english).toContain('Sales invoices');
  });

  it('shows nothing when every business type has a flow', () => {
    expect(renderToStaticMarkup(<UnconfiguredFlowsAlert types={[]} t={tOf(zh)} />)).toBe('');
  });
});
