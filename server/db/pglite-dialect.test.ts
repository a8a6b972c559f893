import { describe, expect, it } from 'vitest';
import { ConnectionGate } from './pglite-dialect';

const tick = () => new Promise((r) => setImmediate(r));

describe('the connection gate of PGlite', () => {
  it('hands the connection to one holder at a time', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    await gate.acquire('interactive');
    const a = gate.acquire('interactive').then(() => order.push('a'));
    const b = gate.acquire('interactive').then(() => order.push('b'));
    await tick();
    expect(order).toEqual([]);
    gate.release();
    await a;
    expect(order).toEqual(['a']);
    gate.release();
    await b;
    expect(order).toEqual(['a', 'b']);
    gate.release();
    await gate.idle();
  });

  it('lets a waiting call go before the export batches queued ahead of it', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    await gate.acquire('background');
    const batch = gate.acquire('background').then(() => order.push('batch'));
    const call = gate.acquire('interactive').then(() => order.push('call'));
    gate.release();
    await call;
    gate.release();
    await batch;
    expect(order).toEqual(['call', 'batch']);
    gate.release();
  });

  it('still gives background work a turn under a steady stream of calls', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    await gate.acquire('interactive');
    const waits = [gate.acquire('background').then(() => order.push('batch'))];
    for (let i = 0; i < 20; i++) waits.push(gate.acquire('interactive').then(() => order.push(`call${i}`)));
    for (let i = 0; i < 21; i++) {
      gate.release();
      await tick();
    }
    await Promise.all(waits);
    expect(order.indexOf('batch')).toBeLessThanOrEqual(8);
    gate.release();
  });
});
