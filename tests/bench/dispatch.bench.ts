import { sql } from 'kysely';
import type { DB } from '../../server/db/database';
import { seedRecipeSelections } from '../../server/seed/recipe-selection.seed';
import { startTestServer } from '../api/harness';
import { deskRows, measureDeskInChromium } from './dispatch-desk.browser';
import { suggestionOnLargeSeed } from './dispatch-large';
import type { Bench } from './run';

const TRUCKS = 300;
const TASKS = 80;
const ROUNDS = 40;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const verdict = (value: number, limit: number) => (value <= limit ? 'holds' : 'misses');

async function timed(n: number, f: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f(i);
    out.push(performance.now() - t);
  }
  return out;
}

/** Grows the demo plant to the desk: TRUCKS mixers ready at the plants and TASKS running tasks, copied from the seed's own rows. */
async function growDesk(db: DB) {
  const mixers = Number(
    (
      await db
        .selectFrom('vehicles')
        .select(sql<string>`count(*)`.as('n'))
        .where('kind', '=', 'mixer')
        .executeTakeFirstOrThrow()
    ).n,
  );
  await sql`insert into vehicles (org_id, kind, plate, inner_number, capacity, status, lat, lng)
    select v.org_id, 'mixer', '浙B' || lpad(g::text, 5, '0'), 'X' || g, v.capacity, 0, v.lat, v.lng
    from generate_series(1, ${TRUCKS - mixers}) g
    join lateral (select * from vehicles where kind = 'mixer' order by id offset (g % ${mixers}) limit 1) v on true`.execute(db);
  const tasks = Number(
    (
      await db
        .selectFrom('production_tasks')
        .select(sql<string>`count(*)`.as('n'))
        .where('state', 'in', [1, 2])
        .executeTakeFirstOrThrow()
    ).n,
  );
  await sql`insert into production_tasks (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump, pour_method,
      plan_quantity, shipped_quantity, open_time, state)
    select k.org_id, k.customer_id, k.project_id, k.contract_id, k.recipe_id, 'BENCH' || lpad(g::text, 4, '0'), k.pouring_site, k.strength, k.slump,
      k.pour_method, 5000, 0, now(), 1
    from generate_series(1, ${TASKS - tasks}) g
    join lateral (select * from production_tasks where state in (1, 2) order by id offset (g % ${tasks}) limit 1) k on true`.execute(db);
  // tasks written past the opening service carry their recipe as an approved selection, as the seed's do
  await seedRecipeSelections(db);
  await db.updateTable('customer_credits').set({ credit_amount: '900000000' }).execute();
}

/**
 * The dispatch desk at the size (300 trucks, 80 open tasks) on PGlite in memory: the
 * explainable suggestion, and the server's share of a drag (the drop's ticket, then the desk list
 * the screen repaints from), each against the same call on the demo desk and against the lightest
 * authenticated call, measured in the same run. Then the browser's part of a drag in Debian's
 * Chromium (./dispatch-desk.browser.ts: Event Timing from the drop to its next paint, long tasks
 * in steady state), and the suggestion on the large seed (./dispatch-large.ts, PostgreSQL).
 * BENCH_DISPATCH_PARTS=server,browser,large picks the parts.
 */
const PARTS = (process.env.BENCH_DISPATCH_PARTS ?? 'server,browser,large').split(',');

const bench: Bench = {
  title: 'Dispatch desk, 300 trucks and 80 tasks: suggestion, a drag (server share and Chromium event timing), the suggestion on the large seed',
  async run() {
    const rows = [
      ...(PARTS.includes('server') ? await serverPart() : []),
      ...(PARTS.includes('browser') ? deskRows(await measureDeskInChromium(growDesk)) : []),
      ...(PARTS.includes('large') ? await suggestionOnLargeSeed() : []),
    ];
    return rows;
  },
};

async function serverPart() {
  {
    const s = await startTestServer({ DATABASE_URL: '' });
    try {
      const token = await s.login('dispatcher');
      const desk = async () =>
        (await s.call('GET', '/production/dispatch/dispatch-list', token)).body.data as {
          tasks: Array<{ id: number; orgId: string; remaining: number }>;
          stations: Array<{ orgId: string; yard: Array<{ vehicleId: number }> }>;
        };
      const suggestAll = async (n: number) => {
        const ids = (await desk()).tasks.map((t) => t.id);
        return timed(n, (i) => s.call('POST', '/production/dispatch/suggest', token, { body: { taskId: ids[i % ids.length] } }));
      };
      const pipeline = await timed(ROUNDS * 2, () => s.call('GET', '/system/sys/get-websocket-ip', token));
      await suggestAll(5); // the first calls pay for compiling the queries' code paths
      const demoSuggest = await suggestAll(ROUNDS);
      const demoDesk = await timed(ROUNDS / 2, desk);
      await growDesk(s.services.db);
      const grown = await desk();
      const trucks = grown.stations.reduce((a, x) => a + x.yard.length, 0);
      const suggest = await suggestAll(ROUNDS);
      const deskAtSize = await timed(ROUNDS / 2, desk);
      const drops = await timed(ROUNDS / 2, async () => {
        const d = await desk();
        const station = d.stations.find((x) => x.yard.length && d.tasks.some((t) => t.orgId === x.orgId && t.remaining > 0))!;
        const task = d.tasks.find((t) => t.orgId === station.orgId && t.remaining > 0)!;
        await s.call('POST', '/production/dispatch/issue', token, { body: { taskId: task.id, vehicleId: station.yard[0].vehicleId } });
      });
      const sp = pct(suggest, 0.95);
      const dp = pct(drops, 0.95);
      return [
        { name: 'desk size: ready trucks in the yards / open tasks', value: `${trucks} / ${grown.tasks.length}` },
        { name: 'baseline: lightest authenticated call p50', value: pct(pipeline, 0.5), unit: 'ms' },
        { name: 'suggestion, demo desk: p50', value: pct(demoSuggest, 0.5), unit: 'ms' },
        { name: 'suggestion, 300 trucks / 80 tasks: p50', value: pct(suggest, 0.5), unit: 'ms' },
        { name: 'suggestion, 300 trucks / 80 tasks: p95', value: sp, unit: 'ms', target: `≤ 50 ms: ${verdict(sp, 50)}` },
        { name: 'suggestion p50 / demo desk p50 (same run)', value: pct(suggest, 0.5) / pct(demoSuggest, 0.5), unit: 'x' },
        { name: 'suggestion p50 / lightest call p50 (same run)', value: pct(suggest, 0.5) / pct(pipeline, 0.5), unit: 'x' },
        { name: 'desk list, demo desk / at size: p50', value: `${Math.round(pct(demoDesk, 0.5))} / ${Math.round(pct(deskAtSize, 0.5))}`, unit: 'ms' },
        { name: 'drag, server share (desk read + drop ticket): p95', value: dp, unit: 'ms', target: `share of ≤ 200 ms to paint: ${verdict(dp, 200)}` },
        { name: 'drag server share p50 / desk list p50 (same run)', value: pct(drops, 0.5) / pct(deskAtSize, 0.5), unit: 'x' },
      ];
    } finally {
      await s.close();
    }
  }
}
export default bench;
