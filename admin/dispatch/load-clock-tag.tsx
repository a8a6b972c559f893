import { Tag } from 'antd';
import type { DeskLoad } from './dispatch.api';

const COLOUR = { ok: 'green', warn: 'orange', alert: 'red' } as const;

/** One load's concrete clock: plate and minutes since mixing, coloured against the discharge time. */
export function LoadClockTag({ load }: { load: Pick<DeskLoad, 'plate' | 'ageMinutes' | 'level' | 'ticketCode'> }) {
  return (
    <Tag color={COLOUR[load.level]} title={load.ticketCode} data-testid="load-clock">
      {load.plate} · {load.ageMinutes}′
    </Tag>
  );
}
