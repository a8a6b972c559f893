import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('the JSON depth limit', () => {
  it("lets the spec's payloads through: a sheet with rows and items", () => {
    expect(nestsDeeperThan(JSON.stringify({ sheet: { rows: [{ items: [{ id: 1, tags: ['a'] }] }] } }))).toBe(false);
  });

  it('refuses one level beyond the limit, and 20,000 levels', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(nested(20_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(100) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: `\\"${'{'.repeat(100)}` }))).toBe(false);
  });
});
