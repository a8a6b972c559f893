import { ERROR_MESSAGE_MS, MESSAGE_THROTTLE_MS } from '../constants';
import { toast } from '../ui/feedback';
import { createThrottle } from './message-throttle';

const allowError = createThrottle(MESSAGE_THROTTLE_MS);
const KEY = 'request-error';

/** Red message for a failed call; at most one per throttle window (spec §8). */
export function notifyRequestError(text: string, durationMs = ERROR_MESSAGE_MS): void {
  if (!allowError()) return;
  void toast.error({ content: text, duration: durationMs / 1000, key: KEY });
}

/**
 * The session-expired message replaces whatever error is showing: it happens once per session
 * (expireSession dedupes it), and a throttled-away "please sign in again" would leave the user
 * wondering why the login page appeared.
 */
export function notifySessionExpired(text: string): void {
  allowError();
  void toast.error({ content: text, duration: ERROR_MESSAGE_MS / 1000, key: KEY });
}
