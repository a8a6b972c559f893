/** A seeded PRNG (mulberry32): the simulator and the demo seed replay the same plant from the same seed. */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  between(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
