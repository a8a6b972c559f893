import { describe, expect, it } from 'vitest';
import { ConnectionGate, PIPELINE_DEPTH as DEPTH, type Lane } from './pglite-gate';

const tick = () => new Promise((r) => setImmediate(r));

/** A holder's statement asking to be posted; `posted` tells whether the gate let it go yet. */
function ask(gate: ConnectionGate, holder: object, lane: Lane = 'interactive', exclusive = false) {
  const s = {
    posted: false,
    done: gate.enter(holder, lane, exclusive).then(() => {
      s.posted = true;
    }),
  };
  return s;
}

/** Fills the pipeline with calls' statements. */
function fill(gate: ConnectionGate) {
  for (let i = 0; i < DEPTH; i++) ask(gate, {});
}

describe('the connection gate of PGlite', () => {
  it('lets autocommit statements of different callers be in flight together, up to its depth', async () => {
    const gate = new ConnectionGate();
    const asked = Array.from({ length: DEPTH + 1 }, () => ask(gate, {}));
    await tick();
    expect(asked.map((a) => a.posted)).toEqual([...Array(DEPTH).fill(true), false]);
    gate.leave('interactive');
    await asked[DEPTH].done;
    for (let i = 0; i < DEPTH; i++) gate.leave('interactive');
    await gate.idle();
  });

  it('gives a transaction the connection alone from its BEGIN until its holder releases it', async () => {
    const gate = new ConnectionGate();
    const tx = {};
    const before = ask(gate, {});
    const begin = ask(gate, tx, 'interactive', true);
    await tick();
    // a statement posted before the BEGIN runs before it: the BEGIN need not wait for its answer
    expect([before.posted, begin.posted]).toEqual([true, true]);
    const other = ask(gate, {});
    gate.leave('interactive');
    gate.leave('interactive');
    await tick();
    expect(other.posted).toBe(false);
    // the transaction's own statements go at once, whatever else waits
    const inside = ask(gate, tx);
    await tick();
    expect([inside.posted, other.posted]).toEqual([true, false]);
    gate.leave('interactive');
    await tick();
    expect(other.posted).toBe(false);
    gate.release(tx);
    await other.done;
    gate.leave('interactive');
    await gate.idle();
  });

  it('makes a transaction wait for its turn while another one owns the connection', async () => {
    const gate = new ConnectionGate();
    const [first, second] = [{}, {}];
    await ask(gate, first, 'interactive', true).done;
    const begin2 = ask(gate, second, 'interactive', true);
    gate.leave('interactive');
    await tick();
    expect(begin2.posted).toBe(false);
    gate.release(first);
    await begin2.done;
    const outsider = ask(gate, {});
    gate.leave('interactive');
    await tick();
    expect(outsider.posted).toBe(false);
    gate.release(second);
    await outsider.done;
    gate.leave('interactive');
    await gate.idle();
  });

  it('lets a waiting call go before the export batches queued ahead of it', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    fill(gate);
    const batch = gate.enter({}, 'background', false).then(() => order.push('batch'));
    const call = gate.enter({}, 'interactive', false).then(() => order.push('call'));
    gate.leave('interactive');
    await call;
    gate.leave('interactive');
    await batch;
    expect(order).toEqual(['call', 'batch']);
  });

  it('keeps at most one export statement in flight, so a call waits behind one batch at most', async () => {
    const gate = new ConnectionGate();
    const [first, second] = [ask(gate, {}, 'background'), ask(gate, {}, 'background')];
    const call = ask(gate, {});
    await tick();
    expect([first.posted, second.posted, call.posted]).toEqual([true, false, true]);
    gate.leave('background');
    await second.done;
    gate.leave('background');
    gate.leave('interactive');
    await gate.idle();
  });

  it('still gives background work a turn under a steady stream of calls', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    fill(gate);
    const waits = [gate.enter({}, 'background', false).then(() => order.push('batch'))];
    for (let i = 0; i < 20; i++) waits.push(gate.enter({}, 'interactive', false).then(() => order.push(`call${i}`)));
    for (let i = 0; i < 21; i++) {
      gate.leave('interactive');
      await tick();
    }
    await Promise.all(waits);
    expect(order.indexOf('batch')).toBeLessThanOrEqual(8);
  });

  it('is idle only once nothing is in flight, waiting or inside a transaction', async () => {
    const gate = new ConnectionGate();
    const tx = {};
    await ask(gate, tx, 'interactive', true).done;
    gate.leave('interactive');
    let idle = false;
    const done = gate.idle().then(() => {
      idle = true;
    });
    await tick();
    expect(idle).toBe(false);
    gate.release(tx);
    await done;
  });
});
