import { describe, expect, it } from 'vitest';
import type { ReadView } from '../../src/domain/resources/view';
import { aliasesIn, keptJoins, sidesOf } from './read-view.joins';

const view: ReadView = {
  table: 'delivery_tickets',
  alias: 't',
  joins: [
    { table: 'production_tasks', alias: 'k', on: ['k.id', 't.task_id'], kind: 'inner' },
    { table: 'customers', alias: 'c', on: ['c.id', 'k.customer_id'], kind: 'inner' },
    { table: 'drivers', alias: 'd', on: ['t.driver_id', 'd.id'], kind: 'left' },
    { table: 'lines', alias: 'l', on: ['l.ticket_id', 't.id'], kind: 'left' },
  ],
  sources: {},
};

describe('the joins a read view statement keeps', () => {
  it('finds the aliases a statement reads, quoted or not, and none in string literals', () => {
    const text =
      `select count(*) from "delivery_tickets" as "t" where "k"."customer_id" = $1 ` +
      `and coalesce(d.driver_name, '') ilike $2 and to_char("t"."created_at", 'c.DD') = 'l.x'`;
    expect(aliasesIn(text, view)).toEqual(new Set(['k', 'd']));
  });

  it('reads which side of a join is its own, whichever way the declaration writes it', () => {
    expect(sidesOf(view.joins[2])).toEqual({ own: 'd.id', from: 't.driver_id' });
    expect(sidesOf(view.joins[1])).toEqual({ own: 'c.id', from: 'k.customer_id' });
  });

  it('keeps the joins read, those they hang from, and every join that is not certain', () => {
    const facts = { toOne: new Set(['k', 'c', 'd']), certain: new Set(['k', 'c', 'd']) };
    expect(keptJoins(view, facts, new Set())).toEqual(new Set(['l']));
    expect(keptJoins(view, facts, new Set(['c']))).toEqual(new Set(['c', 'k', 'l']));
    expect(keptJoins(view, { toOne: new Set(), certain: new Set(['c', 'd', 'l']) }, new Set())).toEqual(new Set(['k']));
  });
});
