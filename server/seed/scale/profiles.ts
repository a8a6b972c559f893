/**
 * The data scales of `npm run seed -- --scale …`. `demo` is what `npm start` seeds on an empty
 * database; the others add a history of finished work on top of it, ending on `until`.
 */
export interface ScaleProfile {
  name: string;
  /** stations with history; the demo company's station codes */
  stations: readonly string[];
  /** days of history, ending on `until` */
  days: number;
  /** production tasks per production line and day, before the day's factor */
  tasksPerLineDay: number;
  /** customers of the company in all (the demo's count towards it) */
  customers: number;
}

/** A load is 3 to 38 trucks (mean 20.5), so tickets ≈ tasks × 20.5. */
export const TICKETS_PER_TASK = { min: 3, spread: 36 } as const;

export const SCALES: Record<string, ScaleProfile | null> = {
  demo: null,
  /**
   * a few days of two stations: what the consistency test seeds. Station 02 holds a second recipe
   * of some strengths (the demo's recipes awaiting approval), as large's stations do.
   */
  tiny: { name: 'tiny', stations: ['01', '02'], days: 3, tasksPerLineDay: 2, customers: 30 },
  /** one plant-year: a three-line station, ≈150,000 delivery tickets */
  medium: { name: 'medium', stations: ['01'], days: 365, tasksPerLineDay: 6.7, customers: 400 },
  /** two years of four stations (ten lines): ≈1,078,000 tickets, ≈52,600 tasks, 2,000 customers */
  large: { name: 'large', stations: ['01', '02', '03', '04'], days: 730, tasksPerLineDay: 7.2, customers: 2000 },
};

/**
 * Loading one truck takes at most 0.5 min to start plus 4 more batches of 50 s, so a line issues
 * a ticket at most every LINE_SLOT_MIN minutes; a truck's round trip (exceptions included) is at
 * most ROUND_TRIP_MIN. Trucks are taken in turn, so a station needs enough of them that a truck's
 * next turn comes after it is back: see `mixersFor`.
 */
export const LINE_SLOT_MIN = 4.5;
export const ROUND_TRIP_MIN = 195;
/** tickets of a line are spread over this many minutes from 05:00 (later when the day is busier) */
export const WORKING_MINUTES = 1080;
export const BATCH_SECONDS = 50;

export function mixersFor(lines: number): number {
  return lines + Math.ceil((ROUND_TRIP_MIN * lines) / LINE_SLOT_MIN);
}
