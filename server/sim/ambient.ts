import { attempt, type SimContext } from './context';

const ENV_EVERY_S = 60;
const METER_EVERY_S = 300;

export interface AmbientClock {
  nextEnvAt: number;
  nextMeterAt: number;
  wind: Map<string, number>;
}

/** Plant hour of day (0–24, fractional) at simulator time `t`. */
export const hourOfDay = (ctx: SimContext, t = ctx.time) => ((((ctx.startSecondsOfDay + t) / 3600) % 24) + 24) % 24;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Dust and noise follow the working day (traffic peaks morning and late afternoon, quiet nights),
 * temperature a sine around mid-afternoon; a rare gust or a loader at the bins raises an alarm.
 */
function environmentAt(ctx: SimContext, orgId: string, clock: AmbientClock) {
  const h = hourOfDay(ctx);
  const busy = h >= 6 && h < 20 ? 1 : 0.3;
  const rush = Math.exp(-((h - 8) ** 2) / 2) + Math.exp(-((h - 17.5) ** 2) / 2);
  const spike = ctx.rnd.chance(0.01) ? ctx.rnd.between(2.2, 3) : 1;
  const pm25 = (28 + 25 * rush + 12 * busy + ctx.rnd.between(-5, 5)) * spike;
  const pm10 = pm25 * ctx.rnd.between(1.6, 1.9);
  const tsp = pm10 * ctx.rnd.between(1.5, 1.8);
  const noise = ctx.rnd.chance(0.02) ? ctx.rnd.between(66, 74) : 44 + 14 * busy + ctx.rnd.between(-2, 2);
  const temperature = 13 + 6 * Math.sin(((h - 9) / 24) * 2 * Math.PI) + ctx.rnd.between(-0.3, 0.3);
  const humidity = Math.min(98, Math.max(30, 78 - (temperature - 13) * 3 + ctx.rnd.between(-3, 3)));
  const wind = ((clock.wind.get(orgId) ?? 90) + ctx.rnd.between(-15, 15) + 360) % 360;
  clock.wind.set(orgId, wind);
  return {
    orgId,
    pm25: round1(pm25),
    pm10: round1(pm10),
    tsp: round1(tsp),
    noise: round1(noise),
    temperature: round1(temperature),
    humidity: round1(humidity),
    windSpeed: round1(ctx.rnd.between(0.5, 2) + 3 * rush),
    windDirection: Math.round(wind),
  };
}

/** Consumption over five minutes: water and power follow the concrete batched, gas and oil the working day. */
function metersFor(ctx: SimContext, orgId: string) {
  const produced = ctx.producedSinceMeter.get(orgId) ?? 0;
  ctx.producedSinceMeter.set(orgId, 0);
  const busy = hourOfDay(ctx) >= 6 && hourOfDay(ctx) < 20 ? 1 : 0.3;
  return [
    ['water', produced * 0.17 + ctx.rnd.between(0.2, 0.6)],
    ['electricity', produced * 2.2 + 12 * busy + ctx.rnd.between(0, 3)],
    ['gas', 0.4 * busy + ctx.rnd.between(0, 0.3)],
    ['oil', 14 * busy + ctx.rnd.between(0, 4)],
  ] as const;
}

export async function runAmbient(ctx: SimContext, clock: AmbientClock): Promise<void> {
  if (ctx.time >= clock.nextEnvAt) {
    clock.nextEnvAt = ctx.time + ENV_EVERY_S;
    for (const s of ctx.world.stations) {
      const reading = environmentAt(ctx, s.orgId, clock);
      await attempt(ctx, 'environment reading', () => ctx.port.environment(reading));
    }
  }
  if (ctx.time >= clock.nextMeterAt) {
    clock.nextMeterAt = ctx.time + METER_EVERY_S;
    for (const s of ctx.world.stations) {
      for (const [meter, value] of metersFor(ctx, s.orgId)) {
        await attempt(ctx, 'meter reading', () => ctx.port.meter({ orgId: s.orgId, meter, value: Math.round(value * 100) / 100 }));
      }
    }
  }
}
