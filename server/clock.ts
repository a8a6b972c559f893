/**
 * Times on the wire are `YYYY-MM-DD HH:mm:ss` in the plant's time zone (ARCHITECTURE §4).
 * Intl does the zone arithmetic, so no timezone database is bundled.
 */
export interface Clock {
  timeZone: string;
  now(): Date;
  format(d: Date | string | null | undefined): string;
  /** today's date in the plant, `YYYY-MM-DD` */
  today(): string;
}

export function createClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  });
  const format = (d: Date | string | null | undefined) => {
    if (d === null || d === undefined) return '';
    const date = typeof d === 'string' ? new Date(d) : d;
    const p = Object.fromEntries(fmt.formatToParts(date).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
  return { timeZone, now, format, today: () => format(now()).slice(0, 10) };
}
