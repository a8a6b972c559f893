import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

/**
 * The proxy in front of the instances, at the TCP level so HTTP keep-alive and WebSocket upgrades
 * pass through untouched. Each new connection goes to the backend `prefer()` names, or, when that one
 * refuses the connection (it was killed), to the next one: the failover a load balancer does.
 */
export class TcpProxy {
  private server: Server;
  private open = new Set<Socket>();
  /** socket.io lines (upstream side, with their client and backend), recognised by their first request */
  private live = new Set<{ upstream: Socket; client: Socket; backend: string }>();
  prefer: () => string;

  constructor(private backends: Backend[]) {
    this.prefer = () => backends[0].name;
    this.server = createServer((client) => this.route(client));
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port)));
  }

  close(): Promise<void> {
    for (const s of this.open) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * From now on nothing `backend` sends on its socket.io lines reaches their clients: the events
   * of a dying instance that never make it out. Only a snapshot can bring those facts to a board.
   */
  holdLive(backend: string): void {
    for (const line of this.live) {
      if (line.backend !== backend) continue;
      line.upstream.unpipe(line.client);
      // still read (and drop), so that the instance's death closes the client's line as before
      line.upstream.on('data', () => {}).resume();
    }
  }

  private route(client: Socket) {
    client.pause();
    this.open.add(client);
    client.on('close', () => this.open.delete(client));
    client.on('error', () => client.destroy());
    const first = this.backends.find((b) => b.name === this.prefer()) ?? this.backends[0];
    this.attempt(client, [first, ...this.backends.filter((b) => b !== first)]);
  }

  private attempt(client: Socket, order: Backend[]) {
    const [backend, ...rest] = order;
    if (!backend || client.destroyed) {
      client.destroy();
      return;
    }
    const upstream = connect(backend.port, '127.0.0.1');
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      this.open.add(upstream);
      client.once('data', (head: Buffer) => {
        if (head.toString('latin1', 0, 256).includes('/socket.io/')) {
          const line = { upstream, client, backend: backend.name };
          this.live.add(line);
          upstream.once('close', () => this.live.delete(line));
        }
      });
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (!connected) this.attempt(client, rest);
      else client.destroy();
    });
    upstream.on('close', () => {
      this.open.delete(upstream);
      if (connected) client.destroy();
    });
    client.on('close', () => upstream.destroy());
  }
}
