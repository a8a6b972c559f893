import type { CommandNumber } from '../../src/domain/events';

/**
 * Where the operations services send their events once their transaction has committed: the
 * socket hub in the server, a recorder in tests. Events go to the rooms of one organisation.
 */
export interface LivePublisher {
  publish(orgId: string, cmd: CommandNumber, data: unknown): void;
  /** to every socket of one user (their notices) */
  publishToUser(userId: number, cmd: CommandNumber, data: unknown): void;
}

/** Keeps what was published, for tests and the bench. */
export function recordingPublisher() {
  const events: Array<{ orgId: string; cmd: CommandNumber; data: unknown; userId?: number }> = [];
  const publisher: LivePublisher = {
    publish: (orgId, cmd, data) => {
      events.push({ orgId, cmd, data });
    },
    publishToUser: (userId, cmd, data) => {
      events.push({ orgId: '', userId, cmd, data });
    },
  };
  return { publisher, events };
}
