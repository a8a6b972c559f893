import { Observable } from 'rxjs';
import { io } from 'socket.io-client';
import { SOCKET, type LiveMessage } from '../src/domain/events';
import type { SocketEvent, SocketHandle } from './live-deps';

/**
 * A socket.io connection as a SocketHandle. socket.io's own reconnection is off: the connection
 * (connection.ts) owns the 4 s retry so that every attempt re-asks the address and re-snapshots.
 */
export function openSocketIo(url: string, token: string): SocketHandle {
  const socket = io(url || undefined, {
    path: SOCKET.path,
    // batch: the events of one moment arrive as one `messages` frame (server/socket/hub.ts)
    auth: { token, batch: true },
    transports: ['websocket'],
    reconnection: false,
    autoConnect: true,
  });
  const events = new Observable<SocketEvent>((sub) => {
    const onOpen = () => sub.next({ type: 'open' });
    const onMessage = (message: LiveMessage) => sub.next({ type: 'message', message });
    const onMessages = (messages: LiveMessage[]) => {
      for (const message of messages) onMessage(message);
    };
    const onClose = (reason: unknown) => {
      sub.next({ type: 'close', reason: String(reason) });
      sub.complete();
    };
    if (socket.connected) onOpen();
    socket.on('connect', onOpen);
    socket.on('message', onMessage);
    socket.on('messages', onMessages);
    socket.on('disconnect', onClose);
    socket.on('connect_error', (err: Error) => onClose(err.message));
    return () => {
      socket.off('connect', onOpen);
      socket.off('message', onMessage);
      socket.off('messages', onMessages);
      socket.off('disconnect', onClose);
      socket.off('connect_error');
    };
  });
  return {
    events,
    send: (message) => void socket.emit('message', message),
    close: () => void socket.close(),
  };
}
