import { sql, type RawBuilder } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { input, pageParams, wire } from '../../server/http/input';
import { fromPlant } from '../../server/operations/plant-time';
import { scopeOf, type OrgScope } from '../../server/http/scope';
import { invalid } from '../../server/http/errors';

/**
 * The filter every production statistic takes: a range of plant days (`beginTime`..`endTime`,
 * both included, today when absent) and a station (`stationId`, an organisation code inside the
 * caller's scope). A "day" is the plant's day (PLANT_TZ), not the server's.
 */
export const rangeShape = {
  beginTime: wire.date().optional(),
  endTime: wire.date().optional(),
  stationId: wire.code(16).optional(),
};
export const rangeInput = input(rangeShape);
export const rangePageInput = input({ ...rangeShape, ...pageParams });

export interface Range {
  from: Date;
  /** exclusive: midnight after the last day */
  to: Date;
  beginDay: string;
  endDay: string;
  scope: OrgScope;
}

const nextDay = (day: string) => new Date(Date.parse(day + 'T00:00:00Z') + 86400000).toISOString().slice(0, 10);

/** The range and scope of a statistic call; a station outside the caller's scope sees nothing. */
export function rangeOf(ctx: CallContext<{ beginTime?: string; endTime?: string; stationId?: string }>): Range {
  const clock = ctx.services.clock;
  const beginDay = ctx.input.beginTime ?? ctx.input.endTime ?? clock.today();
  const endDay = ctx.input.endTime ?? beginDay;
  if (endDay < beginDay) throw invalid('endTime');
  // a year at most: a statistic is read on a screen, not a warehouse extract
  if (Date.parse(endDay) - Date.parse(beginDay) > 366 * 86400000) throw invalid('endTime');
  let scope = scopeOf(ctx);
  const station = ctx.input.stationId;
  if (station) scope = scope === 'all' || scope.includes(station) ? [station] : [];
  return { from: fromPlant(clock, `${beginDay} 00:00:00`), to: fromPlant(clock, `${nextDay(endDay)} 00:00:00`), beginDay, endDay, scope };
}

/** `YYYY-MM-DD` of an instant column in the plant's zone, computed by the database. */
export const plantDay = (ctx: CallContext, column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${ctx.services.clock.timeZone}, 'YYYY-MM-DD')`;

/** A sum of a numeric column as exact text with 3 decimals ('0.000' over no rows). */
export const vol = (column: string): RawBuilder<string> => sql<string>`round(coalesce(sum(${sql.ref(column)}), 0), 3)::text`;

/** Numeric text of any expression rounded to 3 decimals. */
export const round3 = (e: RawBuilder<unknown>): RawBuilder<string> => sql<string>`round(coalesce(${e}, 0), 3)::text`;

export const count = (): RawBuilder<number> => sql<number>`count(*)::int`;
