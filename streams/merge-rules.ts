import type { CommandNumber } from '../src/domain/events';

/** One update item as it travels from the socket to a channel's state. */
export interface Update {
  cmd: CommandNumber;
  item: unknown;
}

/**
 * How one socket command merges into a channel's state.
 * - `split`       an array on the wire is split into items, so they coalesce one by one
 * - `key`         coalescing key of an item (latest wins); undefined keeps every item
 * - `replayable`  safe to apply again over a snapshot that may already contain it, so updates
 *                 that arrive while a snapshot is in flight are re-applied on top of it
 */
export interface UpdateRule<S> {
  cmd: CommandNumber;
  split: boolean;
  key?: (item: unknown) => string;
  replayable: boolean;
  apply: (state: S, items: unknown[]) => S;
}

type ListKeys<S> = { [K in keyof S]: S[K] extends readonly unknown[] ? K : never }[keyof S];
type Item<S, K extends keyof S> = S[K] extends readonly (infer T)[] ? T : never;

/** Merges items into a list by id: known ids are patched, new ones appended unless `patchOnly`. */
export function upsertList<T>(list: readonly T[], items: readonly Partial<T>[], idOf: (item: Partial<T>) => string | number, patchOnly = false): T[] {
  const out = list.slice();
  const index = new Map<string | number, number>();
  out.forEach((x, i) => index.set(idOf(x), i));
  for (const item of items) {
    const id = idOf(item);
    const at = index.get(id);
    if (at !== undefined) out[at] = { ...out[at], ...item };
    else if (!patchOnly) {
      index.set(id, out.length);
      out.push(item as T);
    }
  }
  return out;
}

/** Appends items not already present (by key) and keeps the newest `max`. */
export function ringAppend<T>(list: readonly T[], items: readonly T[], max: number, keyOf: (item: T) => string): T[] {
  const seen = new Set(list.map(keyOf));
  const fresh = items.filter((x) => {
    const k = keyOf(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const out = [...list, ...fresh];
  return out.length > max ? out.slice(out.length - max) : out;
}

/**
 * Each item is a row of the list `field` by id: a known row is replaced where it stands, a new one
 * appended, and only the newest `max` are kept (a log whose entries change, e.g. a wash that ends).
 */
export function upsertRing<S, K extends ListKeys<S>>(
  cmd: CommandNumber,
  field: K,
  max: number,
  idOf: (item: Partial<Item<S, K>>) => string | number,
): UpdateRule<S> {
  return {
    cmd,
    split: true,
    replayable: true,
    key: (item) => String(idOf(item as Partial<Item<S, K>>)),
    apply: (state, items) => {
      const list = upsertList(state[field] as Item<S, K>[], items as Partial<Item<S, K>>[], idOf);
      return { ...state, [field]: list.length > max ? list.slice(list.length - max) : list };
    },
  };
}

/** The message carries the whole new value of `field`; the latest message wins. */
export function replace<S, K extends keyof S>(cmd: CommandNumber, field: K): UpdateRule<S> {
  return {
    cmd,
    split: false,
    key: () => '',
    replayable: true,
    apply: (state, items) => ({ ...state, [field]: items[items.length - 1] as S[K] }),
  };
}

/** Each item is a row (or a patch, with `patchOnly`) of the list `field`, by id. */
export function upsert<S, K extends ListKeys<S>>(
  cmd: CommandNumber,
  field: K,
  idOf: (item: Partial<Item<S, K>>) => string | number,
  patchOnly = false,
): UpdateRule<S> {
  return {
    cmd,
    split: true,
    replayable: true,
    key: (item) => String(idOf(item as Partial<Item<S, K>>)),
    apply: (state, items) => ({ ...state, [field]: upsertList(state[field] as Item<S, K>[], items as Partial<Item<S, K>>[], idOf, patchOnly) }),
  };
}

/** Each item is appended to the list `field`, the newest `max` kept, duplicates (by key) dropped. */
export function ring<S, K extends ListKeys<S>>(cmd: CommandNumber, field: K, max: number, keyOf: (item: Item<S, K>) => string): UpdateRule<S> {
  return {
    cmd,
    split: true,
    replayable: true,
    apply: (state, items) => ({ ...state, [field]: ringAppend(state[field] as Item<S, K>[], items as Item<S, K>[], max, keyOf) }),
  };
}

/** Applies a batch in arrival order, one `apply` per run of the same command. */
export function applyUpdates<S>(rules: ReadonlyMap<CommandNumber, UpdateRule<S>>, state: S, batch: readonly Update[]): S {
  let next = state;
  let run: unknown[] = [];
  let runCmd: CommandNumber | undefined;
  const close = () => {
    const rule = runCmd === undefined ? undefined : rules.get(runCmd);
    if (rule && run.length) next = rule.apply(next, run);
    run = [];
  };
  for (const u of batch) {
    if (u.cmd !== runCmd) {
      close();
      runCmd = u.cmd;
    }
    run.push(u.item);
  }
  close();
  return next;
}
