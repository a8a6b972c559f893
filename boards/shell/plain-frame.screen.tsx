import type { ReactNode } from 'react';
import { BOARD_THEME } from './board-theme';
import { ScaledCanvas } from './scaled-canvas';
import './board.css';

/** A board on the scaled canvas without the big-screen header (the driver queue board). */
export default function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <ScaledCanvas background={BOARD_THEME.background}>
      <main className="board-frame board-body-plain">{children}</main>
    </ScaledCanvas>
  );
}
