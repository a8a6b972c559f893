import { describe, expect, it } from 'vitest';
import { HEADING_STEPS, headingStep } from './truck-sprites';

describe('headingStep', () => {
  it('rounds a heading to the nearest of 16 steps', () => {
    expect(headingStep(0)).toBe(0);
    expect(headingStep(11)).toBe(0);
    expect(headingStep(12)).toBe(1);
    expect(headingStep(90)).toBe(4);
    expect(headingStep(359)).toBe(0);
  });

  it('wraps negative and large headings', () => {
    expect(headingStep(-90)).toBe(12);
    expect(headingStep(720 + 180)).toBe(HEADING_STEPS / 2);
  });
});
