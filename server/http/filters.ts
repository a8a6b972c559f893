import { sql, type RawBuilder } from 'kysely';
import { invalid } from './errors';
import type { Params } from './params';

/** `%` and `_` match themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** The ILIKE pattern "contains `s`". */
export const containsPattern = (s: string) => `%${likeEscape(s)}%`;

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A time range from the request, inclusive of whole days: a day alone as the end means up to the
 * end of that day. `start` is `>=`, `end` is `<` when `endExclusive` (a day's end), else `<=`.
 */
export interface TimeRange {
  start?: string;
  end?: string;
  endExclusive: boolean;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * The one reading of a range parameter `name` in every form the spec's calls send it: a pair
 * (`name=[a,b]` or `name=a,b`), `nameStart`/`nameEnd`, `start_name`/`end_name`, `startName`/`endName`.
 * A malformed bound answers 400 naming the parameter that carried it.
 */
export function timeRangeOf(params: Params, name: string): TimeRange {
  const raw = params.raw[name];
  let pair: unknown[] = [];
  if (Array.isArray(raw)) pair = raw;
  else if (typeof raw === 'string' && raw.includes(',')) pair = raw.split(',');
  const pick = (i: 0 | 1, names: string[]): [string | undefined, string] => {
    if (pair[i] !== undefined && String(pair[i]).trim()) return [String(pair[i]).trim(), name];
    for (const n of names) {
      const v = params.str(n);
      if (v !== undefined && v.trim()) return [v.trim(), n];
    }
    return [undefined, name];
  };
  const [start, startName] = pick(0, [`${name}Start`, `start_${name}`, `start${cap(name)}`]);
  const [end, endName] = pick(1, [`${name}End`, `end_${name}`, `end${cap(name)}`]);
  if (start !== undefined && !TIME.test(start)) throw invalid(startName);
  if (end !== undefined && !TIME.test(end)) throw invalid(endName);
  return { start: start && normalTime(start), end: end && (DAY.test(end) ? end : normalTime(end)), endExclusive: !!end && DAY.test(end) };
}

/** `YYYY-MM-DD` → its midnight; `HH:mm` → `HH:mm:00`. */
function normalTime(v: string): string {
  if (DAY.test(v)) return `${v} 00:00:00`;
  return v.length === 16 ? `${v}:00` : v;
}

/** A month parameter `YYYY-MM`, 400 naming it when malformed. */
export function monthOf(value: string, name: string): string {
  if (!MONTH.test(value)) throw invalid(name);
  return value;
}

/**
 * Plant-local wall time to a timestamptz constant: comparing the column itself with it keeps the
 * condition indexable (no function of the column in the WHERE).
 */
export const plantInstant = (local: string, timeZone: string): RawBuilder<Date> => sql<Date>`(${local}::timestamp at time zone ${sql.lit(timeZone)})`;

/** The plant-local start of the month after `YYYY-MM`, as a timestamptz constant. */
export const plantMonthEnd = (month: string, timeZone: string): RawBuilder<Date> =>
  sql<Date>`((${`${month}-01 00:00:00`}::timestamp + interval '1 month') at time zone ${sql.lit(timeZone)})`;

/** The plant-local start of the day after `YYYY-MM-DD`, as a timestamptz constant. */
export const plantDayEnd = (day: string, timeZone: string): RawBuilder<Date> =>
  sql<Date>`((${`${day} 00:00:00`}::timestamp + interval '1 day') at time zone ${sql.lit(timeZone)})`;
