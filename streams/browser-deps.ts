import { animationFrames, asyncScheduler, fromEvent, map, type Observable } from 'rxjs';
import type { LiveDeps } from './live-deps';
import { openSocketIo } from './socket-io';

/** The browser half of LiveDeps; the app core adds the HTTP getter and the token. */
export function browserDeps(get: LiveDeps['get'], token: LiveDeps['token']): LiveDeps {
  const visibility: Observable<boolean> = fromEvent(document, 'visibilitychange').pipe(map(() => document.visibilityState === 'visible'));
  return {
    get,
    token,
    openSocket: openSocketIo,
    scheduler: asyncScheduler,
    frames: animationFrames(),
    visibility,
    online: fromEvent(window, 'online'),
  };
}
