import { describe, expect, it } from 'vitest';
import { cameraFraming } from './camera-framing';

describe('cameraFraming', () => {
  it('backs off further for a wider plant', () => {
    expect(cameraFraming(200, 50, 34, 1.2)[0]).toBeGreaterThan(cameraFraming(100, 50, 34, 1.2)[0]);
  });

  it('fits the width in the horizontal field of view', () => {
    const [d] = cameraFraming(120, 10, 34, 1.5, 1);
    const halfH = Math.tan((17 * Math.PI) / 180) * 1.5;
    expect(d * halfH).toBeCloseTo(60);
  });

  it('lets a deep plant on a wide canvas be decided by its depth', () => {
    const [d] = cameraFraming(40, 200, 34, 2, 1);
    expect(d * Math.tan((17 * Math.PI) / 180)).toBeGreaterThan(50);
  });
});
