/**
 * Failed sign-ins counted per user name and per IP in a sliding window. Per process: with
 * several instances behind a balancer each keeps its own count, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly perUser = 5,
    private readonly perIp = 20,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  blocked(user: string, ip: string): boolean {
    return this.recent(`u:${user}`).length >= this.perUser || this.recent(`i:${ip}`).length >= this.perIp;
  }

  fail(user: string, ip: string): void {
    for (const key of [`u:${user}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeed(user: string): void {
    this.failures.delete(`u:${user}`);
  }
}
