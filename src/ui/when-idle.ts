/** Runs `f` once the browser is idle after the first paint (a short timeout where idle callbacks are missing); returns the cancel. */
export function whenIdle(f: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(f, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(f, 200);
  return () => clearTimeout(id);
}
