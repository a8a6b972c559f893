import { describe, expect, it } from 'vitest';
import { sha256Hex } from './password-hash';

describe('sha256Hex', () => {
  it('hashes the typed password as lowercase hex', async () => {
    expect(await sha256Hex('mixboard123')).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
