/**
 * Pricing of outsourcing loads, pure and in integers only: quantities in litres (m³ × 1000),
 * distances in hundredths of a km, money in fen. A band [from, to) of the contract prices a load
 * by its haul: per m³ (quantity × price, rounded half up to the fen) or per trip (the price).
 */
export interface PriceBand {
  priceKind: string;
  fromKm: string;
  toKm: string;
  priceFen: number;
}
export interface PricedLoad {
  priceKind: string;
  unitPriceFen: number;
  amountFen: number;
}

/** A non-negative decimal as an integer of `scale` decimals, exactly ('8.5', 3 → 8500). */
export function scaled(value: string | number, scale: number): number {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(value).trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = (m[2] ?? '').padEnd(scale + 1, '0');
  const whole = Number(m[1]) * 10 ** scale + Number(frac.slice(0, scale) || '0');
  return Number(frac[scale]) >= 5 ? whole + 1 : whole;
}

/** The band the haul falls in, the first one by its start when bands overlap. */
export function bandOf(bands: readonly PriceBand[], distanceKm: string | number): PriceBand | undefined {
  const d = scaled(distanceKm, 2);
  return [...bands].sort((a, b) => scaled(a.fromKm, 2) - scaled(b.fromKm, 2)).find((b) => scaled(b.fromKm, 2) <= d && d < scaled(b.toKm, 2));
}

/** One load's price; undefined when no band covers its haul. */
export function priceLoad(bands: readonly PriceBand[], quantity: string | number, distanceKm: string | number): PricedLoad | undefined {
  const band = bandOf(bands, distanceKm);
  if (!band) return undefined;
  const amountFen = band.priceKind === 'trip' ? band.priceFen : Math.floor((scaled(quantity, 3) * band.priceFen + 500) / 1000);
  return { priceKind: band.priceKind, unitPriceFen: band.priceFen, amountFen };
}

/** Litres back to m³ text with three decimals (totals of quantities, summed as integers). */
export const cubicText = (litres: number) => `${Math.trunc(litres / 1000)}.${String(litres % 1000).padStart(3, '0')}`;
