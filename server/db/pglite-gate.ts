/** Who waits for the single connection: interactive calls go before background work (exports). */
export type Lane = 'interactive' | 'background';

/** Background work gets a turn at least once in this many grants while it waits. */
const BACKGROUND_EVERY = 8;

/**
 * Statements posted to the database thread and not yet answered, at most. With several, the thread
 * finds the next statement waiting when it finishes one, instead of idling through the answer's
 * trip to this thread and the next statement's trip back (~40 % of its time at 50 clients when
 * one at a time). Measured at 50 clients: depth 2 gave 0.42–0.55× PostgreSQL's requests/s, depth 4
 * 0.6–0.8× (the main thread answers in bursts). Of these, background work (exports) may hold only
 * one, so a call waits behind at most one export batch.
 */
export const PIPELINE_DEPTH = 4;

interface Turn {
  holder: object;
  lane: Lane;
  exclusive: boolean;
  go: () => void;
}

/**
 * PGlite is a single connection that runs statements in the order they are posted. The gate
 * decides when a holder (Kysely's acquisition of the connection: one query, a transaction, a
 * session) may post its next statement. Autocommit statements of different holders may be in
 * flight together, up to PIPELINE_DEPTH. A transaction owns the connection alone from its BEGIN
 * until its holder gives the connection back: statements posted before the BEGIN run before it,
 * and nobody else's may be posted until then.
 */
export class ConnectionGate {
  private inFlight = 0;
  private backgroundInFlight = 0;
  private owner: object | undefined;
  private readonly waiting: Record<Lane, Turn[]> = { interactive: [], background: [] };
  private interactiveRun = 0;
  private drained: Array<() => void> = [];

  /**
   * Resolves when `holder` may post one statement; call `leave` when its answer is back.
   * `exclusive` makes the holder the connection's only user until `release(holder)`.
   */
  async enter(holder: object, lane: Lane, exclusive: boolean): Promise<void> {
    if (this.owner === holder) {
      this.admit(holder, lane, false);
      return;
    }
    const turn = new Promise<void>((go) => this.waiting[lane].push({ holder, lane, exclusive, go }));
    this.dispatch();
    await turn;
  }

  /** A statement's answer (or error) is back. */
  leave(lane: Lane): void {
    this.inFlight--;
    if (lane === 'background') this.backgroundInFlight--;
    this.dispatch();
  }

  /** The holder gave the connection back: its transaction, if it had one, is over. */
  release(holder: object): void {
    if (this.owner !== holder) return;
    this.owner = undefined;
    this.dispatch();
  }

  /** Resolves once nobody holds, posts or waits for the connection. */
  async idle(): Promise<void> {
    if (this.isIdle()) return;
    await new Promise<void>((r) => this.drained.push(r));
  }

  private admit(holder: object, lane: Lane, exclusive: boolean): void {
    this.inFlight++;
    if (lane === 'background') this.backgroundInFlight++;
    if (exclusive) this.owner = holder;
  }

  private dispatch(): void {
    while (this.owner === undefined && this.inFlight < PIPELINE_DEPTH) {
      const next = this.next();
      if (!next) break;
      this.admit(next.holder, next.lane, next.exclusive);
      next.go();
    }
    if (this.isIdle()) for (const d of this.drained.splice(0)) d();
  }

  private next(): Turn | undefined {
    const { interactive, background } = this.waiting;
    const backgroundMay = background.length > 0 && this.backgroundInFlight === 0;
    if (interactive.length && !(backgroundMay && this.interactiveRun >= BACKGROUND_EVERY)) {
      this.interactiveRun = background.length ? this.interactiveRun + 1 : 0;
      return interactive.shift();
    }
    if (!backgroundMay) return undefined;
    this.interactiveRun = 0;
    return background.shift();
  }

  private anyWaiting(): boolean {
    return this.waiting.interactive.length > 0 || this.waiting.background.length > 0;
  }

  private isIdle(): boolean {
    return this.inFlight === 0 && this.owner === undefined && !this.anyWaiting();
  }
}
