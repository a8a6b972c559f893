import type { z } from 'zod';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import type { CallInput } from '../http/input';

/** A call's input schema, or one built from the declaration it serves (`recordInput`, `resourceInput`). */
export type OverrideInput<S extends CallInput = CallInput> = S | ((def: ResourceDef) => S);

/** A resource call's handler; `I` is its input as the call's schema parsed it. */
export type ResourceHandler<I = Record<string, unknown>> = (ctx: CallContext<I>, def: ResourceDef) => Promise<unknown>;

/**
 * A module's action; a write is guarded by `button` (default edit) on the resource's screen.
 * `input` is what it reads (./resource.schema.ts); the record's fields and key when absent.
 * An override named after a declared standard action (`update`, `save`…) replaces only its
 * handler: the action keeps its permission and its input, so it declares none.
 *
 * `handler` is a method so that overrides typed by different inputs sit in one record of a server
 * part; the call parses its input with the same schema the handler is typed by (`override`).
 */
export interface Override<S extends CallInput = CallInput> {
  handler(ctx: CallContext<z.output<S>>, def: ResourceDef): Promise<unknown>;
  write?: boolean;
  button?: string;
  input?: OverrideInput<S>;
}

/**
 * An override whose handler reads `ctx.input` as its `input` schema parses it:
 * `override({ input: input({ id: wire.id() }), handler: async (ctx) => ctx.input.id })`.
 */
// the result is an untyped Override: a typed one as the contextual type would infer `S` from the record, not from `input`
export const override = <S extends CallInput = CallInput>(o: Override<S>): Override => o;
