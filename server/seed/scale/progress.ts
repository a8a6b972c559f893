/** Progress of a long seed on stderr: rows so far, rows a second and the time left. */
export interface Progress {
  step(label: string, done: number, total: number, rows: number): void;
  end(rows: number): void;
}

const duration = (s: number) =>
  s >= 3600
    ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`
    : s >= 60
      ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`
      : `${Math.round(s)}s`;

export function stderrProgress(
  scale: string,
  write: (s: string) => void = (s) => process.stderr.write(s),
  now: () => number = () => performance.now(),
): Progress {
  const start = now();
  const tty = Boolean(process.stderr.isTTY);
  return {
    step(label, done, total, rows) {
      const seconds = (now() - start) / 1000;
      const eta = done ? (seconds * (total - done)) / done : 0;
      const rate = Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en');
      const line = `[seed ${scale}] ${label} · ${done}/${total} · ${rows.toLocaleString('en')} rows · ${rate} rows/s · ETA ${duration(eta)}`;
      write(tty ? `\r${line}\x1b[K` : `${line}\n`);
    },
    end(rows) {
      const seconds = (now() - start) / 1000;
      const rate = Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en');
      write(`${tty ? '\n' : ''}[seed ${scale}] done: ${rows.toLocaleString('en')} rows in ${duration(seconds)} (${rate} rows/s)\n`);
    },
  };
}
