// @ts-check
/**
 * How each exported column turns a wire value into a spreadsheet cell. Plain JavaScript because
 * the xlsx worker thread (xlsx-writer.worker.mjs) runs it and gets no TypeScript loader; the
 * server builds the plan from the resource declaration (resource.export.ts).
 */

/** A cell that a spreadsheet would run as a formula is written as text (CSV/formula injection). */
export function escapeCell(v) {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

/**
 * @param {import('./xlsx-cells.mjs').CellPlan} plan
 * @param {unknown} v
 */
export function cellOf(plan, v) {
  if (plan.kind === 'number') return v === null || v === undefined || v === '' ? v : Number(v);
  // whole fen as a number of yuan: the quotient is correctly rounded, the same double as the decimal text '427.40' parses to
  if (plan.kind === 'fen') return v === null || v === undefined || v === '' ? v : Number(v) / 100;
  if (plan.kind === 'label') return plan.labels?.[String(v)] ?? escapeCell(v);
  if (plan.kind === 'bool') return v ? '✓' : '';
  return escapeCell(v);
}

/**
 * The rows of one batch in export order: `json` is the batch as the database encoded it,
 * `ids` the order, `idName` the wire name of the key.
 * @param {string} json
 * @param {readonly (string | number)[]} ids
 * @param {string} idName
 * @param {readonly import('./xlsx-cells.mjs').CellPlan[]} plans
 */
export function batchCells(json, ids, idName, plans) {
  /** @type {Array<Record<string, unknown>>} */
  const rows = json ? JSON.parse(json) : [];
  const byId = new Map(rows.map((r) => [String(r[idName]), r]));
  const out = [];
  for (const id of ids) {
    const r = byId.get(String(id));
    if (r) out.push(plans.map((p) => cellOf(p, r[p.name])));
  }
  return out;
}
