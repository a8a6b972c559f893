import { describe, expect, it } from 'vitest';
import { cleanNumeric, numericNormalizer } from './numeric-cleaner';

describe('cleanNumeric (spec §5)', () => {
  it('keeps digits and one decimal point', () => expect(cleanNumeric('12a.3.4b')).toBe('12.34'));
  it('converts the full-width period', () => expect(cleanNumeric('12。5')).toBe('12.5'));
  it('drops a leading dot', () => expect(cleanNumeric('.5')).toBe('5'));
  it('keeps a leading minus only when allowed', () => {
    expect(cleanNumeric('-3.2')).toBe('3.2');
    expect(cleanNumeric('-3.2', { allowNegative: true })).toBe('-3.2');
  });
  it('truncates to the given decimals', () => {
    expect(cleanNumeric('3.14159', { decimals: 2 })).toBe('3.14');
    expect(cleanNumeric('3.9', { decimals: 0 })).toBe('3');
  });
});

describe('numericNormalizer (a declared field in the form)', () => {
  it('keeps a minus sign only where no number rule forbids it', () => {
    expect(numericNormalizer({ type: 'decimal', scale: 3 })!('-0.0125')).toBe('-0.012');
    expect(numericNormalizer({ type: 'decimal', rule: 3 })!('-3.2')).toBe('3.2');
    expect(numericNormalizer({ type: 'int', rule: 1 })!('-7.9')).toBe('7');
    expect(numericNormalizer({ type: 'string' } as never)).toBeUndefined();
  });
});
