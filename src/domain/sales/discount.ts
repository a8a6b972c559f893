import { lineAmountFen, percentOfFen, type Fen, type Milli } from './money';

/**
 * Agreed discounts (/sales/discounts, approved through /approval/discounts-approval) as the
 * settlement applies them to its priced lines (docs/decisions.md, "Discounts and other fees"):
 *
 * - `percent`: `value` percent (up to four decimals) of the amount of the lines it covers, rounded once;
 * - `perM3`: `valueFen` off each m³ of the lines it covers (their summed volume × the rate, rounded once);
 * - `amount`: `valueFen` once, when at least one line is covered.
 *
 * A discount covers the lines whose plant day is within its days (both included) and, when it names
 * a grade, of that grade. Discounts apply in id order and together never take more than the lines' amount.
 */
export interface Discount {
  id: number;
  kind: 'percent' | 'perM3' | 'amount';
  /** percent text for `percent` */
  value?: string;
  /** fen for `perM3` and `amount` */
  valueFen?: Fen;
  startDate: string;
  endDate: string;
  grade?: string | null;
}

export interface DiscountLine {
  day: string;
  grade: string;
  quantity: Milli;
  amountFen: Fen;
}

export interface AppliedDiscount {
  id: number;
  kind: Discount['kind'];
  lines: number;
  discountFen: Fen;
}

export function applyDiscounts(
  lines: readonly DiscountLine[],
  discounts: readonly Discount[],
): { grossFen: Fen; discountFen: Fen; netFen: Fen; applied: AppliedDiscount[] } {
  const grossFen = lines.reduce((s, l) => s + l.amountFen, 0);
  let left = grossFen;
  const applied: AppliedDiscount[] = [];
  for (const d of [...discounts].sort((a, b) => a.id - b.id)) {
    const covered = lines.filter((l) => d.startDate <= l.day && l.day <= d.endDate && (!d.grade || d.grade.toUpperCase() === l.grade.toUpperCase()));
    if (!covered.length) continue;
    const raw =
      d.kind === 'percent'
        ? (percentOfFen(
            covered.reduce((s, l) => s + l.amountFen, 0),
            d.value ?? '0',
          ) ?? 0)
        : d.kind === 'perM3'
          ? lineAmountFen(
              covered.reduce((s, l) => s + l.quantity, 0),
              d.valueFen ?? 0,
            )
          : (d.valueFen ?? 0);
    const discountFen = Math.min(Math.max(raw, 0), left);
    left -= discountFen;
    applied.push({ id: d.id, kind: d.kind, lines: covered.length, discountFen });
  }
  return { grossFen, discountFen: grossFen - left, netFen: left, applied };
}
