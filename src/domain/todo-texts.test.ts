import { describe, expect, it } from 'vitest';
import { approvalName, subjectText, todoText } from './todo-texts';

const labels: Record<string, Record<string, string>> = {
  zh: {
    'statement.settlementTitle': '销售结算单',
    'recipeSelect.flow': '配合比选用审批',
    'recipeSelect.title': '配合比选用',
    'print.requestTitle': '打印审批',
    'deliveryTicket.title': '发货单',
    'print.ticket': '混凝土送货单',
  },
  en: {
    'statement.settlementTitle': 'Sales settlements',
    'recipeSelect.flow': 'Recipe selection approval',
    'recipeSelect.title': 'Recipe selection',
    'print.requestTitle': 'Print approval',
    'deliveryTicket.title': 'Delivery tickets',
    'print.ticket': 'Concrete delivery ticket',
  },
};
const label = (lang: 'zh' | 'en') => (k: string) => labels[lang][k] ?? k;

describe('to-do texts (issue 26, item 11)', () => {
  it('names an approval by its flow, with the approval word where the label lacks it', () => {
    expect(approvalName('销售结算单', 'zh')).toBe('销售结算单审批');
    expect(approvalName('配合比选用审批', 'zh')).toBe('配合比选用审批');
    expect(approvalName('Sales settlements', 'en')).toBe('Approval of sales settlements');
    expect(approvalName('Liquidaciones de ventas', 'es')).toBe('Aprobación de liquidaciones de ventas');
    expect(approvalName('販売精算書', 'ja')).toBe('販売精算書承認');
  });

  it('words the record by its object, code and title, leaving out an object the flow already names', () => {
    const select = { flowLabel: 'recipeSelect.flow', objectLabel: 'recipeSelect.title', code: 'RW20261127-003', title: 'C30' };
    expect(subjectText(select, 'zh', label('zh'))).toBe('配合比选用审批：RW20261127-003 C30');
    const print = { flowLabel: 'print.requestTitle', objectLabel: 'deliveryTicket.title', code: 'FH2026112700001', titleLabel: 'print.ticket' };
    expect(subjectText(print, 'zh', label('zh'))).toBe('打印审批：发货单 FH2026112700001 混凝土送货单');
    expect(subjectText(print, 'en', label('en'))).toBe('Print approval: Delivery tickets FH2026112700001 Concrete delivery ticket');
    expect(
      subjectText({ flowLabel: 'statement.settlementTitle', objectLabel: 'statement.settlementTitle', count: 5, codes: ['A', 'B', 'C'] }, 'zh', label('zh')),
    ).toBe('销售结算单审批：5 条销售结算单 A、B、C…');
  });

  it("reads a stored to-do in the reader's language; free text stays as written", () => {
    const row = {
      title: 'x',
      content: 'y',
      msg_key: 'approvalWaiting',
      msg_params: {
        flowLabel: 'statement.settlementTitle',
        objectLabel: 'statement.settlementTitle',
        code: 'XSJS1',
        title: '杭州地铁',
        submitter: '李晓梅',
        level: 1,
      },
    };
    expect(todoText(row, 'zh', label('zh'))).toEqual({ title: '销售结算单审批：XSJS1 杭州地铁', content: '李晓梅 提交，待你审批（第1级）' });
    expect(todoText(row, 'en', label('en'))).toEqual({
      title: 'Approval of sales settlements: XSJS1 杭州地铁',
      content: '李晓梅 submitted it; level 1 waits for your decision',
    });
    const refused = { ...row, msg_key: 'approvalRefused', msg_params: { ...row.msg_params, who: '赵丽华', opinion: '量不符' } };
    expect(todoText(refused, 'zh', label('zh')).content).toBe('赵丽华 驳回：量不符');
    expect(todoText({ title: '系统升级通知', content: '本周六维护', msg_key: '', msg_params: {} }, 'en', label('en'))).toEqual({
      title: '系统升级通知',
      content: '本周六维护',
    });
    const alarm = {
      title: '超时未卸料',
      content: '旧',
      msg_key: 'alarm',
      msg_params: { message: 'clockSite', messageParams: { ticket: 'T1', minutes: 50, threshold: 40 } },
    };
    expect(todoText(alarm, 'en', label('en')).content).toBe('Ticket T1: 50 min on site (limit 40 min)');
  });
});
