import { createContext, useContext, useEffect, useState } from 'react';
import { throttleTime } from 'rxjs';
import type { ChannelName } from '../domain/events';
import type { ChannelStates } from '../../streams/channels';
import type { Live } from '../../streams/live';

export const LiveContext = createContext<Live | null>(null);

export const useLive = (): Live | null => useContext(LiveContext);

/**
 * The latest state of a channel, or undefined until its first snapshot. The channel already
 * coalesces to animation frames, so a render per emission is at most one per frame; tables of
 * many rows pass `throttleMs` to follow more calmly.
 */
export function useChannel<N extends ChannelName>(name: N, throttleMs = 0): ChannelStates[N] | undefined {
  const live = useLive();
  const [state, setState] = useState<ChannelStates[N] | undefined>(undefined);
  useEffect(() => {
    if (!live) return undefined;
    const source = live.channel(name);
    const paced = throttleMs > 0 ? source.pipe(throttleTime(throttleMs, undefined, { leading: true, trailing: true })) : source;
    const sub = paced.subscribe(setState);
    return () => sub.unsubscribe();
  }, [live, name, throttleMs]);
  return state;
}

/** Whether the socket is up (boards show a quiet marker when it is not). */
export function useLiveConnected(): boolean {
  const live = useLive();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!live) return undefined;
    const sub = live.connection.state.subscribe((s) => setOpen(s.open));
    return () => sub.unsubscribe();
  }, [live]);
  return open;
}
