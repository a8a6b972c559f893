import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../server/http/call';
import { input } from '../../server/http/input';
import { designShape, materialsOf, runDesign } from './mix-design.server';
import { MIX_DESIGN_SCREEN } from './recipe-lib.resource';

/**
 * `/quality/recipe-lib/design` (designed, not in the spec): a JGJ 55 mix design with every
 * intermediate value, and the materials per m³ a recipe saved from it would hold. Computes only;
 * `save-zy` with `design` stores it.
 */
export function mixDesignRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/quality/recipe-lib/design',
    async (ctx) => {
      const result = runDesign(ctx.input);
      return { result, materials: materialsOf(result) };
    },
    { perm: { screen: MIX_DESIGN_SCREEN }, input: input(designShape), area: 'lab' },
  );
}
