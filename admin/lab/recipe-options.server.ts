import type { CallContext } from '../../server/http/call';
import { inScope, scopeOf } from '../../server/http/scope';

/** The grades and impermeability grades a new recipe may name, before any recipe uses them. */
export const STANDARD_GRADES = Array.from({ length: 15 }, (_, i) => `C${10 + i * 5}`);
export const STANDARD_IMPERMEABILITY = ['P4', 'P6', 'P8', 'P10', 'P12'];

type OptionColumn = 'strength' | 'slump' | 'impermeability' | 'special_require';

const byNumber = (a: string, b: string) => (parseFloat(a.replace(/^\D+/, '')) || 0) - (parseFloat(b.replace(/^\D+/, '')) || 0) || a.localeCompare(b);

/**
 * The values of one header column the recipes of the caller's scope use, with the standard ones
 * (`standard`) first: the selects of the recipe form (strength, slump, impermeability, special-require).
 */
export async function recipeOptions(ctx: CallContext, column: OptionColumn, standard: readonly string[] = []) {
  const rows = await inScope(ctx.db.selectFrom('recipes').select(column).distinct(), 'org_id', scopeOf(ctx)).execute();
  const used = rows.map((r) => (r as Record<string, string | null>)[column]).filter((v): v is string => !!v && v.trim() !== '');
  return [...new Set([...standard, ...used])].sort(byNumber).map((v) => ({ value: v, label: v }));
}
