import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { mockServer } from './demo-server';

/**
 * What antd and the shell need from a DOM emulation (jsdom) that a browser has, set before any
 * module of the app loads. Also: the language is Chinese (as the e2e browser's zh-CN locale), the
 * live session (socket.io) is left out, and msw is listening.
 */

// the app's strings in Chinese, as the end-to-end browser shows them (src/i18n/i18n.ts reads the cookie)
document.cookie = 'language=zh; path=/';

// a desktop window: the shell is in mobile mode under 992 px (src/shell/use-device.ts)
Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });

/** `(max-width: N)` matches below the window's width, `(min-width: N)` above it; anything else does not match. */
window.matchMedia = (query: string) => {
  const max = /max-width:\s*(\d+)/.exec(query);
  const min = /min-width:\s*(\d+)/.exec(query);
  const matches = (!max || window.innerWidth <= Number(max[1])) && (!min || window.innerWidth >= Number(min[1])) && !!(max || min);
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
};

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom knows no pseudo-elements: antd asks for `::-webkit-scrollbar` and `::before` styles
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

// no canvas in jsdom: a 2D context that draws nothing, so charts (echarts) and maps lay out and
// render their DOM; WebGL (the plant scene of a board) gets none, as on a machine without a GPU
const CANVAS_METHODS = [
  'arc',
  'arcTo',
  'beginPath',
  'bezierCurveTo',
  'clearRect',
  'clip',
  'closePath',
  'drawFocusIfNeeded',
  'drawImage',
  'ellipse',
  'fill',
  'fillRect',
  'fillText',
  'lineTo',
  'moveTo',
  'putImageData',
  'quadraticCurveTo',
  'rect',
  'reset',
  'resetTransform',
  'restore',
  'rotate',
  'roundRect',
  'save',
  'scale',
  'setLineDash',
  'setTransform',
  'stroke',
  'strokeRect',
  'strokeText',
  'transform',
  'translate',
];
function context2d(canvas: HTMLCanvasElement) {
  const gradient = { addColorStop() {} };
  const ctx: Record<string, unknown> = {
    canvas,
    lineWidth: 1,
    font: '12px sans-serif',
    globalAlpha: 1,
    measureText: (text: string) => ({
      width: text.length * 7,
      actualBoundingBoxAscent: 9,
      actualBoundingBoxDescent: 3,
      fontBoundingBoxAscent: 9,
      fontBoundingBoxDescent: 3,
    }),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(Math.max(0, w * h * 4)) }),
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(Math.max(0, w * h * 4)) }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    createConicGradient: () => gradient,
    createPattern: () => ({}),
    getLineDash: () => [],
    isPointInPath: () => false,
    isPointInStroke: () => false,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  };
  for (const m of CANVAS_METHODS) ctx[m] = () => {};
  return ctx;
}
const contexts = new WeakMap<HTMLCanvasElement, unknown>();
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
  if (kind !== '2d') return null;
  if (!contexts.has(this)) contexts.set(this, context2d(this));
  return contexts.get(this);
} as typeof HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,';

// rc-table and rc-virtual-list measure the rows they render: give every element a size
for (const [prop, value] of [
  ['offsetHeight', 40],
  ['offsetWidth', 1200],
  ['clientHeight', 40],
  ['clientWidth', 1200],
] as const) {
  Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
}

URL.createObjectURL ??= () => 'blob:component-test';
URL.revokeObjectURL ??= () => {};

// the live layer runs on its HTTP snapshots: a component test never opens a socket (socketless-live.ts)
vi.mock('../../../src/live/live-client', () => import('./socketless-live'));

// Redux Toolkit's development checks time themselves and warn past 32 ms, which a walk's growing
// query cache on a loaded machine passes now and then: a timing, not a finding
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /InvariantMiddleware took \d+ms/.test(args[0])) return;
  warn(...args);
};

// listening before the test file loads: a route walk reads its user's menu while its tests are declared
mockServer.listen({ onUnhandledRequest: 'error' });
// the file's app unmounted before its environment goes: React work still scheduled after jsdom's
// window is torn down threw "window is not defined" (seen once in CI). Not after each test: a
// walk keeps one app across its tests.
afterAll(() => {
  cleanup();
});
afterAll(() => mockServer.close());
