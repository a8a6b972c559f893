import { describe, expect, it } from 'vitest';
import { gridCluster } from './grid-cluster';

const pt = (x: number, y: number, index: number) => ({ x, y, index });

describe('gridCluster', () => {
  it('merges trucks in the same cell into one cluster at their centroid', () => {
    const { singles, clusters } = gridCluster([pt(10, 10, 0), pt(30, 50, 1), pt(200, 200, 2)], 60);
    expect(singles.map((s) => s.index)).toEqual([2]);
    expect(clusters).toEqual([{ x: 20, y: 30, members: [0, 1] }]);
  });

  it('keeps neighbours in different cells apart', () => {
    const { singles, clusters } = gridCluster([pt(59, 10, 0), pt(61, 10, 1)], 60);
    expect(clusters).toHaveLength(0);
    expect(singles).toHaveLength(2);
  });

  it('handles points left of and above the viewport', () => {
    const { clusters } = gridCluster([pt(-5, -5, 0), pt(-50, -40, 1), pt(5, 5, 2)], 60);
    expect(clusters).toEqual([{ x: -27.5, y: -22.5, members: [0, 1] }]);
  });

  it('accounts for every point exactly once', () => {
    const points = Array.from({ length: 1000 }, (_, i) => pt((i * 37) % 1920, (i * 91) % 1080, i));
    const { singles, clusters } = gridCluster(points, 80);
    const seen = [...singles.map((s) => s.index), ...clusters.flatMap((c) => c.members)].sort((a, b) => a - b);
    expect(seen).toEqual(points.map((p) => p.index));
  });
});
