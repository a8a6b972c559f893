import { sql } from 'kysely';
import type { DB } from '../../server/db/database';
import { BizError } from '../../server/http/errors';
import type { Lang } from '../../src/domain/server-messages';

/**
 * The credit check (spec doc 2 §7 Tasks): a customer's credit limit, plus a temporary increase
 * that has not expired, must cover its receivables plus the value being added (a new task, a
 * ticket being sent). Receivables are the value of the customer's delivered tickets (poured:
 * `end_pour_at` set) at their task's unit price; no payments table exists yet, so nothing is
 * deducted as paid (docs/decisions.md, "Production plans and tasks"). All money is integer fen,
 * computed by the database from numeric columns, never through floats.
 */
export interface CreditCheck {
  orgId: string;
  customerId: number;
  /** the value being added, in fen */
  addedFen: number;
  lang: Lang;
  /** the plant clock's now (a temporary increase is valid while its expiry is later) */
  now?: Date;
}

export interface CreditPosition {
  limitFen: number;
  receivablesFen: number;
}

/** The customer's limit (with a valid temporary increase) and its receivables, in fen. */
export async function creditPosition(db: DB, customerId: number, now: Date = new Date()): Promise<CreditPosition> {
  const credit = await db
    .selectFrom('customer_credits')
    .select(sql<string>`round(credit_amount * 100) + case when temp_expire_time > ${now} then round(temp_amount * 100) else 0 end`.as('limitFen'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const recv = await db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .select(sql<string>`coalesce(round(sum(t.quantity * coalesce(k.unit_price, 0)) * 100), 0)`.as('fen'))
    .where('k.customer_id', '=', customerId)
    .where('t.end_pour_at', 'is not', null)
    .executeTakeFirstOrThrow();
  // A customer without a credit row has been granted no credit (the sales screens create the row).
  return { limitFen: Number(credit?.limitFen ?? 0), receivablesFen: Number(recv.fen) };
}

/** Fen as yuan with two decimals and the language's digit grouping: 123456 → "1,234.56". */
export function fenAsYuan(fen: number, lang: Lang): string {
  const locale = { zh: 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' }[lang];
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = new Intl.NumberFormat(locale, { useGrouping: true }).format(Math.trunc(abs / 100));
  return `${sign}${yuan}${lang === 'es' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Refuses (409, message `creditExceeded` naming the amount over the limit in yuan) when the
 * customer's receivables plus `addedFen` exceed its limit. Run it inside the writing transaction.
 */
export async function assertWithinCredit(db: DB, check: CreditCheck): Promise<void> {
  const { limitFen, receivablesFen } = await creditPosition(db, check.customerId, check.now);
  const overFen = receivablesFen + Math.round(check.addedFen) - limitFen;
  if (overFen > 0) throw new BizError(409, 'creditExceeded', { over: fenAsYuan(overFen, check.lang), overFen, customerId: check.customerId });
}

/** A task's value in fen: quantity (m³, numeric) × unit price (yuan/m³, numeric), rounded to the fen. */
export async function taskValueFen(db: DB, quantity: string | number, unitPrice: string | number | null): Promise<number> {
  if (unitPrice === null) return 0;
  const r = await sql<{ fen: string }>`select round(${String(quantity)}::numeric * ${String(unitPrice)}::numeric * 100) as fen`.execute(db);
  return Number(r.rows[0]?.fen ?? 0);
}
