import { describe, expect, it } from 'vitest';
import { declaredPath } from './actions';
import { buttonsOf, undeclaredButtons } from './buttons';
import { flowColumns, flowFieldNames, flowOf, flowsOf } from './flows';
import { defineResource, type ResourceDef } from './types';
import { viewProblems } from './view';

const base = (over: Partial<ResourceDef>): ResourceDef =>
  defineResource({
    name: 'mix',
    table: 'mixes',
    id: 'id',
    screen: '/lab/mix',
    title: 'mix.title',
    fields: [{ name: 'state', type: 'int', label: 'mix.state' }],
    search: [],
    columns: [],
    calls: {},
    actions: ['page', 'save', 'delete', 'submit'],
    ...over,
  });

describe('named flows', () => {
  it("keeps a flow without a prefix in the record's own columns, and reads no flow where none is declared", () => {
    const def = base({ flows: [{ name: 'approval', businessType: 'mix', label: 'mix.title', route: '/approval/mix', titleField: 'code' }] });
    expect(flowsOf(def).map((f) => f.name)).toEqual(['approval']);
    expect(flowsOf(base({}))).toEqual([]);
    expect(flowColumns(flowOf(def)!)).toMatchObject({ state: 'approve_state', submitUserId: 'submit_user_id' });
  });

  it('gives a prefixed flow its own columns and wire names, and finds flows by name', () => {
    const def = base({
      flows: [
        { name: 'approval', businessType: 'mix', label: 'l', route: '/approval/mix', titleField: 'code' },
        { name: 'float', businessType: 'mix-float', label: 'l', route: '/approval/mix-float', titleField: 'code', prefix: 'float_' },
      ],
    });
    expect(flowColumns(flowOf(def, 'float')!)).toMatchObject({ state: 'float_approve_state', round: 'float_approve_round' });
    expect(flowFieldNames(flowOf(def, 'float')!)).toEqual({ state: 'floatApproveState', level: 'floatApproveLevel', submitUser: 'floatSubmitUser' });
    expect(flowOf(def, 'leader')).toBeUndefined();
  });
});

describe('buttons', () => {
  it('lists standard, declared and action buttons once; approval decisions stay on the approval screen', () => {
    const def = base({
      buttons: [{ code: 'confirm', label: 'mix.confirm' }],
      transitions: [{ name: 'confirm', label: 'mix.confirm', field: 'state', from: [0], to: 1, button: 'confirm' }],
      batch: [
        { name: 'batchApprove', label: 'l', kind: 'approve', button: 'approve' },
        { name: 'batchDelete', label: 'l', kind: 'delete', button: 'delete' },
      ],
    });
    expect(buttonsOf(def)).toEqual(['add', 'edit', 'delete', 'confirm']);
    expect(undeclaredButtons(def)).toEqual([]);
  });

  it('names a transition button that no declaration lists', () => {
    const def = base({ transitions: [{ name: 'close', label: 'l', field: 'state', from: [1], to: 2, button: 'close' }] });
    expect(undeclaredButtons(def)).toEqual(['close']);
  });

  it('calls a declared action at its mapped spec path, else at the generic one', () => {
    const def = base({ calls: { '/lab/mix/confirm': 't:confirm' } });
    expect(declaredPath(def, 'confirm')).toBe('/lab/mix/confirm');
    expect(declaredPath(def, 'close')).toBe('/resource/mix/close');
  });
});

describe('read views', () => {
  it('accepts sound joins and sources, and names what is wrong otherwise', () => {
    const view = {
      table: 'tickets',
      alias: 't',
      joins: [{ table: 'tasks', alias: 'k', on: ['k.id', 't.task_id'] as const, kind: 'inner' as const }],
      sources: { code: 't.code', task: 'k.code' },
    };
    expect(viewProblems(view, ['code', 'task'])).toEqual([]);
    expect(viewProblems({ ...view, sources: { code: 'x.code', other: 't.other', task: 'k.Code;' } }, ['code', 'task'])).toEqual([
      'field code: unknown alias in x.code',
      'source of unknown field other',
      'field task: k.Code; is not alias.column',
    ]);
  });
});
