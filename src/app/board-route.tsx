import { PlainLoading } from '../ui/plain-loading';
import { BoardOutlet } from './board-outlet';
import { SessionGate } from './session-gate';

/** The wall boards: their own route-level chunk, without antd or the admin composition root. */
export function BoardRoute() {
  return (
    <SessionGate loading={<PlainLoading fullscreen />}>
      <BoardOutlet />
    </SessionGate>
  );
}
