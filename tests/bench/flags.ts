/**
 * `npm run bench -- load --seconds=60`: options after the bench names, `--name=value`. The names
 * select files; the options are read here by the benches that take them.
 */
export function benchFlag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

/** A positive number from `--name=` or else the environment variable, or else `fallback`. */
export function benchNumber(name: string, env: string, fallback: number): number {
  const raw = benchFlag(name) ?? process.env[env];
  const n = Number(raw);
  if (raw === undefined) return fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} (or ${env}) must be a positive number, not ${raw}`);
  return n;
}
