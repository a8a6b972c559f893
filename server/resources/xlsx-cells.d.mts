/** One exported column: its wire name and how its values become cells. */
export interface CellPlan {
  name: string;
  kind: 'number' | 'fen' | 'label' | 'bool' | 'text';
  /** enum value → label in the caller's language */
  labels?: Record<string, string>;
}
export function escapeCell(v: unknown): unknown;
export function cellOf(plan: CellPlan, v: unknown): unknown;
export function batchCells(json: string, ids: readonly (string | number)[], idName: string, plans: readonly CellPlan[]): unknown[][];
