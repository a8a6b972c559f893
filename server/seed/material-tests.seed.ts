import { sql } from 'kysely';
import type { DB } from '../db/database';
import { judgeIndicators, MATERIAL_KINDS, MATERIAL_STANDARDS, type IndicatorLimit } from '../../src/domain/quality/raw-materials';
import { dec } from '../../src/domain/quality/decimal';
import { snake } from '../../src/domain/resources/types';

const SUPPLIERS: Record<string, string> = {
  cement: '南方水泥',
  'mineral-powder': '杭钢矿粉',
  'fly-ash': '半山电厂',
  sand: '富春江砂场',
  'crushed-stone': '良渚石料',
  admixture: '科之杰',
  'swelling-agent': '中岩膨胀剂',
};

/**
 * A figure that meets a limit, with a margin: the middle of a two-sided range, 10 % past a lower
 * bound, 20 % under an upper one (a negative upper bound is met by going further below it).
 */
function meeting(l: IndicatorLimit, scale: number): string {
  if (l.min !== undefined && l.max !== undefined) return dec(l.min).plus(l.max).div(2).toFixed(scale);
  if (l.min !== undefined) return l.min.startsWith('-') ? dec(l.min).div(2).toFixed(Math.max(scale, 3)) : dec(l.min).times('1.1').toFixed(scale);
  return dec(l.max!).times('0.8').toFixed(scale);
}

/**
 * Demo raw-material tests (admin/material-test): per station and material, four arrivals over the
 * last weeks of the first grade, three of them reported (values meeting the standard, but the
 * oldest failing its first indicator), their use in the ledger, a sample taken; per station the producer's
 * certificate data and a C30 preset. Deterministic: no clock but the database's current_date.
 */
export async function seedMaterialTests(db: DB): Promise<void> {
  const orgs = await db.selectFrom('orgs').select(['org_id', 'org_name']).where('org_id', '!=', '0001').orderBy('org_id').execute();
  for (const o of orgs) {
    for (const kind of MATERIAL_KINDS) {
      const m = MATERIAL_STANDARDS[kind];
      const [grade, limits] = Object.entries(m.grades)[0];
      for (let n = 1; n <= 4; n++) {
        const daysAgo = 30 - n * 7;
        const quantity = kind === 'admixture' || kind === 'swelling-agent' ? '12.50' : `${30 + n * 2}.00`;
        const values: Record<string, string> = {};
        if (n <= 3)
          for (const i of m.indicators) {
            const l = limits.find((x) => x.indicator === i.name);
            values[i.name] = l ? meeting(l, i.scale) : '0';
          }
        if (n === 1) {
          const l = limits[0];
          const scale = m.indicators.find((i) => i.name === l.indicator)?.scale ?? 1;
          values[l.indicator] = l.min !== undefined ? dec(l.min).times('0.9').toFixed(scale) : dec(l.max!).times('1.2').toFixed(scale);
        }
        const judged = n <= 3 ? judgeIndicators(limits, values) : null;
        await db
          .insertInto('material_tests')
          .values({
            org_id: o.org_id,
            material: kind,
            test_code: `${m.prefix}${o.org_id}-${String(n).padStart(4, '0')}`,
            grade,
            supplier_name: SUPPLIERS[kind],
            batch_no: `P${o.org_id}${n}`,
            car_number: `浙A${o.org_id}${String(n).padStart(3, '0')}`,
            quantity,
            arrival_date: sql<string>`current_date - ${daysAgo}::int`,
            appearance: 'ok',
            inspect_result: 'pass',
            inspector: '孙海涛',
            used_quantity: n <= 2 ? dec(quantity).times('0.8').toFixed(2) : null,
            used_in: n <= 2 ? 'C30 基础/主体' : null,
            ...(judged
              ? {
                  report_code: `${m.prefix}R${o.org_id}-${String(n).padStart(4, '0')}`,
                  report_date: sql<string>`current_date - ${daysAgo - 3}::int`,
                  tester: '孙海涛',
                  verdict: judged.verdict,
                  failed_items: judged.failed.join(',') || null,
                  ...Object.fromEntries(Object.entries(values).map(([k, v]) => [snake(k), v])),
                }
              : {}),
          } as never)
          .execute();
      }
      await db
        .insertInto('material_samplings')
        .values({
          org_id: o.org_id,
          sample_no: `QY${o.org_id}-${m.prefix}01`,
          material: kind,
          grade,
          supplier_name: SUPPLIERS[kind],
          sample_date: sql<string>`current_date - 16`,
          represented_quantity: kind === 'admixture' || kind === 'swelling-agent' ? '25.00' : '66.00',
          sampler: '孙海涛',
        } as never)
        .execute();
    }
    await db
      .insertInto('certificate_data')
      .values({
        org_id: o.org_id,
        company_name: `杭州混凝土有限公司${o.org_name}`,
        license_no: `XK23-201-${o.org_id}88`,
        standard: 'GB/T 14902-2012',
        quality_manager: '孙海涛',
      } as never)
      .execute();
    await db
      .insertInto('certificate_presets')
      .values({
        org_id: o.org_id,
        preset_name: 'C30 钢筋混凝土（一类环境）',
        strength: 'C30',
        chloride_limit: '0.300',
        chloride_basis: 'GB 50010 一类',
        alkali_limit: '3.00',
      } as never)
      .execute();
    await seedCertificate(db, o.org_id);
  }
}

/** A certificate of the station's busiest task over the plant days of its loads, with one chloride test. */
async function seedCertificate(db: DB, orgId: string): Promise<void> {
  const r = await sql<{
    task_id: number;
    first: string;
    last: string;
    n: string;
    total: string;
    customer_name: string;
    project_name: string;
    pouring_site: string;
    strength: string;
  }>`
    select t.task_id, min((t.created_at at time zone 'Asia/Shanghai')::date)::text as first,
      max((t.created_at at time zone 'Asia/Shanghai')::date)::text as last,
      count(*)::text as n, sum(t.quantity)::text as total, max(c.customer_name) as customer_name, max(p.project_name) as project_name,
      max(k.pouring_site) as pouring_site, max(k.strength) as strength
    from delivery_tickets t join production_tasks k on k.id = t.task_id join projects p on p.id = k.project_id join customers c on c.id = k.customer_id
    where k.org_id = ${orgId} group by t.task_id order by count(*) desc, t.task_id limit 1`.execute(db);
  const t = r.rows[0];
  if (!t) return;
  const preset = await db.selectFrom('certificate_presets').select('id').where('org_id', '=', orgId).executeTakeFirst();
  const cert = await db
    .insertInto('certificates')
    .values({
      org_id: orgId,
      certificate_no: `HGZ${orgId}000001`,
      task_id: t.task_id,
      customer_name: t.customer_name,
      project_name: t.project_name,
      pouring_site: t.pouring_site,
      strength: t.strength,
      preset_id: preset?.id ?? null,
      date_from: t.first,
      date_to: t.last,
      issue_date: t.last,
      ticket_count: Number(t.n),
      quantity: t.total,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('certificate_chloride_tests')
    .values({
      org_id: orgId,
      certificate_id: cert.id,
      test_no: `CL${orgId}0001`,
      test_date: t.last,
      chloride_content: '0.045',
      chloride_limit: '0.300',
      basis: 'GB 50010 一类',
      result: 'pass',
    } as never)
    .execute();
}
