import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BoardHeader } from './board-header';
import { BoardNotices } from './board-notices';
import { BOARD_THEME } from './board-theme';
import { ScaledCanvas } from './scaled-canvas';
import './board.css';

/** The frame of every /bigscreen board: black behind home, dark blue elsewhere (spec doc 1 §2). */
export default function BigscreenFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const home = pathname.startsWith('/bigscreen/home');
  return (
    <ScaledCanvas background={home ? BOARD_THEME.homeBackground : BOARD_THEME.background}>
      <div className="board-frame">
        <BoardHeader />
        <BoardNotices place="strip" />
        <main className="board-body">{children}</main>
      </div>
    </ScaledCanvas>
  );
}
