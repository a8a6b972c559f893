import type { Observable } from 'rxjs';
import type { ChannelName } from '../src/domain/events';
import { DEFAULT_CHANNEL_OPTIONS, openChannel, type ChannelOptions } from './channel';
import { CHANNELS, type ChannelStates } from './channels';
import { createConnection, type Connection } from './connection';
import type { LiveDeps } from './live-deps';

/** One socket, one instance per channel (STYLE.md "Streams": one instance per address, in a Map). */
export interface Live {
  connection: Connection;
  channel<N extends ChannelName>(name: N): Observable<ChannelStates[N]>;
}

export function createLive(deps: LiveDeps, options: ChannelOptions = DEFAULT_CHANNEL_OPTIONS): Live {
  const connection = createConnection(deps);
  const open = new Map<ChannelName, Observable<unknown>>();
  return {
    connection,
    channel<N extends ChannelName>(name: N) {
      let ch = open.get(name);
      if (!ch) {
        ch = openChannel(CHANNELS[name] as never, connection, deps, options);
        open.set(name, ch);
      }
      return ch as Observable<ChannelStates[N]>;
    },
  };
}
