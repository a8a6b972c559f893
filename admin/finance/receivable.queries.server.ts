import { sql, type RawBuilder } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import type { OrgScope } from '../../server/http/scope';
import { fenToYuan } from '../../src/domain/sales/money';

/**
 * The receivable ledger: every entry that moves what a customer owes, in integer fen, each on a
 * plant day. What is settled is an agreed settlement sheet (on its period's last day), split per
 * contract by its lines and items (a discount subtracts); what is received is a payment (back
 * money) on its day; an opening receivable (pact_receivables) counts on its `asOf` day.
 * Balance = opening receivables + settled − received. The receivable screen, the customer
 * statement and the finance screens all read these entries, so their figures agree to the fen.
 */
export type EntryKind = 'opening' | 'settled' | 'received';
export interface Entry {
  orgId: string;
  customerId: number;
  contractId: number | null;
  day: string;
  kind: EntryKind;
  fen: number;
  refId: number | null;
  code: string;
  startDate: string | null;
  ticketsFen: number;
}

const inOrgs = (column: string, scope: OrgScope): RawBuilder<boolean> =>
  scope === 'all' ? sql<boolean>`true` : scope.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(scope)})` : sql<boolean>`false`;

export interface LedgerFilter {
  scope: OrgScope;
  customerId?: number;
  contractId?: number;
  until?: string;
}

/** The entries in scope up to `until` (a plant day, included), in day order. */
export async function ledgerEntries(ctx: CallContext, f: LedgerFilter): Promise<Entry[]> {
  const cust = (c: string) => (f.customerId ? sql<boolean>`${sql.ref(c)} = ${f.customerId}` : sql<boolean>`true`);
  const until = (c: string) => (f.until ? sql<boolean>`${sql.ref(c)} <= ${f.until}` : sql<boolean>`true`);
  const r = await sql<{
    org_id: string;
    customer_id: number;
    contract_id: number | null;
    day: string;
    kind: EntryKind;
    fen: string;
    ref_id: number | null;
    code: string;
    start_date: string | null;
    tickets_fen: string;
  }>`
    select * from (
      select r.org_id, r.customer_id, r.contract_id, to_char(r.as_of, 'YYYY-MM-DD') as day, 'opening' as kind, (r.amount * 100)::bigint::text as fen,
        r.id as ref_id, c.contract_code as code, null as start_date, '0' as tickets_fen
      from pact_receivables r join contracts c on c.id = r.contract_id
      where r.customer_id is not null and ${inOrgs('r.org_id', f.scope)} and ${cust('r.customer_id')} and ${until('r.as_of')}
      union all
      select s.org_id, s.customer_id, x.contract_id, to_char(s.end_date, 'YYYY-MM-DD'), 'settled', sum(x.fen)::text, s.id, s.settlement_code,
        to_char(s.start_date, 'YYYY-MM-DD'), sum(x.tickets)::text
      from sales_settlements s join (
        select l.settlement_id, l.contract_id, l.amount_fen as fen, l.amount_fen as tickets from sales_settlement_lines l
        union all
        select i.settlement_id, coalesce(i.contract_id, s2.contract_id), case when i.kind = 'discount' then -i.amount_fen else i.amount_fen end, 0
        from sales_settlement_items i join sales_settlements s2 on s2.id = i.settlement_id
      ) x on x.settlement_id = s.id
      where s.approve_state = 1 and ${inOrgs('s.org_id', f.scope)} and ${cust('s.customer_id')} and ${until('s.end_date')}
      group by s.org_id, s.customer_id, x.contract_id, s.end_date, s.start_date, s.id, s.settlement_code
      union all
      select b.org_id, b.customer_id, b.contract_id, to_char(b.back_time, 'YYYY-MM-DD'), 'received', (b.amount * 100)::bigint::text, b.id, b.voucher_no,
        null, '0'
      from back_money b
      where ${inOrgs('b.org_id', f.scope)} and ${cust('b.customer_id')} and ${until('b.back_time')}
    ) e ${f.contractId ? sql`where e.contract_id = ${f.contractId}` : sql``}
    order by day, case kind when 'opening' then 0 when 'settled' then 1 else 2 end, ref_id, contract_id`.execute(ctx.db);
  return r.rows.map((x) => ({
    orgId: x.org_id,
    customerId: x.customer_id,
    contractId: x.contract_id,
    day: x.day,
    kind: x.kind,
    fen: Number(x.fen),
    refId: x.ref_id,
    code: x.code ?? '',
    startDate: x.start_date,
    ticketsFen: Number(x.tickets_fen),
  }));
}

/** Opening (before `from`), settled and received within, and closing, in fen. */
export interface Balance {
  openingFen: number;
  settledFen: number;
  receivedFen: number;
  closingFen: number;
}

const ZERO: Balance = { openingFen: 0, settledFen: 0, receivedFen: 0, closingFen: 0 };

/** Adds one entry to a balance over the period starting `from` (none: everything is in the period). */
export function addEntry(b: Balance, e: Entry, from?: string): Balance {
  const charge = e.kind === 'received' ? -e.fen : e.fen;
  if (from && e.day < from) return { ...b, openingFen: b.openingFen + charge, closingFen: b.closingFen + charge };
  return {
    openingFen: b.openingFen,
    settledFen: b.settledFen + (e.kind === 'received' ? 0 : e.fen),
    receivedFen: b.receivedFen + (e.kind === 'received' ? e.fen : 0),
    closingFen: b.closingFen + charge,
  };
}

export const balanceOf = (entries: readonly Entry[], from?: string): Balance => entries.reduce((b, e) => addEntry(b, e, from), ZERO);

/** A balance with each figure also as yuan text. */
export const withYuan = (b: Balance) => ({
  ...b,
  opening: fenToYuan(b.openingFen),
  settled: fenToYuan(b.settledFen),
  received: fenToYuan(b.receivedFen),
  closing: fenToYuan(b.closingFen),
});

/** The period of a receivable call: `startDate` (none: from the beginning) to `endDate` (today when absent). */
export function periodOf(ctx: CallContext<{ startDate?: string; endDate?: string }>): { from?: string; until: string } {
  const until = ctx.input.endDate ?? ctx.services.clock.today();
  const from = ctx.input.startDate;
  if (from && from > until) throw invalid('endDate');
  return { from, until };
}
