/** Integer fen as yuan text with two decimals ('104000' → '1040.00'), never through a float. */
export function fenToYuan(fen: number | string): string {
  const n = BigInt(String(fen));
  const neg = n < 0n;
  const a = neg ? -n : n;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}
