import { createContext, useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useLiveConnected } from '../../src/live/live-context';
import { CANVAS_HEIGHT, CANVAS_WIDTH, fitCanvas, RESCALE_DEBOUNCE_MS, type CanvasFit } from './canvas-fit';

const CanvasFitContext = createContext<CanvasFit>({ scale: 1, left: 0, top: 0 });

/** The current fit, for widgets that map pointer coordinates themselves (canvas layers). */
export const useCanvasFit = (): CanvasFit => useContext(CanvasFitContext);

const currentFit = () => fitCanvas(window.innerWidth, window.innerHeight);

/**
 * The fixed 1920x1080 canvas, scaled with a CSS transform to fit the window; the scale follows
 * resizes after 500 ms of quiet (spec doc 1 §2). ECharts and Leaflet read the transform from
 * getBoundingClientRect, so their pointer maths stay right (tested in tests/e2e/boards.e2e.ts).
 */
export function ScaledCanvas({ background, children }: { background: string; children: ReactNode }) {
  const [fit, setFit] = useState<CanvasFit>(currentFit);
  const connected = useLiveConnected();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFit(currentFit()), RESCALE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const canvas: CSSProperties = {
    position: 'absolute',
    left: fit.left,
    top: fit.top,
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
    transform: `scale(${fit.scale})`,
    transformOrigin: '0 0',
    overflow: 'hidden',
    background,
  };
  return (
    <div className="board-viewport" style={{ background }}>
      <div className="board-canvas" data-testid="board-canvas" data-scale={fit.scale.toFixed(4)} data-live={connected ? 'open' : 'down'} style={canvas}>
        <CanvasFitContext.Provider value={fit}>{children}</CanvasFitContext.Provider>
      </div>
    </div>
  );
}
