import type { ReactNode } from 'react';
import { BoardNotices } from './board-notices';
import { BOARD_THEME } from './board-theme';
import { ScaledCanvas } from './scaled-canvas';
import './board.css';

/** A board on the scaled canvas without the big-screen header (the driver queue board). */
export default function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <ScaledCanvas background={BOARD_THEME.background}>
      <div className="board-frame">
        <main className="board-body board-body-plain">{children}</main>
        <BoardNotices place="foot" />
      </div>
    </ScaledCanvas>
  );
}
