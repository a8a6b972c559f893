import { beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../areas';
import { registerAreas, registeredLabels } from '../../src/domain/resources/registry';
import { journalAction, journalDetail, journalObject, journalRecord, recordCodeField, type LabelOf } from './journal-text';
import { resourceByName } from '../../src/domain/resources/registry';

const labelIn =
  (lang: 'zh' | 'en'): LabelOf =>
  (key) =>
    registeredLabels(lang)[key];

describe("the system journal in the reader's language (issue 26, item 11)", () => {
  beforeAll(() => registerAreas(areas));

  it('names the action and the object by their labels, not their keys', () => {
    const zh = labelIn('zh');
    expect(journalAction('add', 'pourType', zh)).toBe('新增');
    expect(journalAction('approve', 'salesSettlement', zh)).toBe('审批同意');
    expect(journalObject('salesSettlement', zh)).toBe('销售结算单');
    expect(journalObject('pourType', zh)).not.toBe('pourType');
    // what the plant's services write under a table name, and what no declaration is
    expect(journalObject('delivery_ticket', zh)).not.toBe('delivery_ticket');
    expect(journalObject('approval-flow', zh)).toBe('审批流程');
    expect(journalAction('approve', 'salesSettlement', labelIn('en'))).toBe('Approve');
    expect(journalObject('salesSettlement', labelIn('en'))).toBe('Sales settlements');
  });

  it('names the record by its code, a flow by its label, else by its id', () => {
    const zh = labelIn('zh');
    expect(recordCodeField(resourceByName('salesSettlement')!)?.name).toBe('settlementCode');
    expect(recordCodeField(resourceByName('supplier')!)?.name).toBe('code');
    expect(journalRecord({ entity: 'salesSettlement', entityId: '1', recordCode: 'XSJS2026112800001' }, zh)).toBe('XSJS2026112800001');
    expect(journalRecord({ entity: 'approval-flow', entityId: 'sale-settlement' }, zh)).toBe('销售结算单');
    expect(journalRecord({ entity: 'notice', entityId: '7' }, zh)).toBe('7');
  });

  it('reads the detail as "field: old → new" lines with field and option labels, not raw JSON', () => {
    const zh = labelIn('zh');
    const update = journalDetail(JSON.stringify({ name: { from: '泵送', to: '泵送（长臂）' } }), 'pourType', zh, 'zh');
    expect(update).toEqual([`${registeredLabels('zh')[resourceByName('pourType')!.fields.find((f) => f.name === 'name')!.label]}：泵送 → 泵送（长臂）`]);
    const approval = journalDetail('{"flow": "approval", "level": 1, "opinion": "同意"}', 'salesSettlement', zh, 'zh');
    expect(approval).toEqual(['审批流程：销售结算单', '审批级：1', '审批意见：同意']);
    expect(journalDetail('{"flow": "approval", "level": 1}', 'salesSettlement', labelIn('en'), 'en')).toEqual(['Flow: Sales settlements', 'Level: 1']);
    const state = journalDetail({ approveState: { from: null, to: 1 } }, 'salesSettlement', zh, 'zh');
    expect(state[0]).toMatch(/^审批状态：— → 已同意$/);
    expect(journalDetail('{}', 'salesSettlement', zh, 'zh')).toEqual([]);
    for (const line of [...update, ...approval]) expect(line).not.toMatch(/[{}"]/);
  });
});
