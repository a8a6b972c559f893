import { hash, verify } from '@node-rs/argon2';

/**
 * The client sends SHA-256 hex of the typed password; we keep argon2id of that value.
 * Parameters are OWASP's argon2id minimum (19 MiB, 2 passes), kept modest for a 2-core server.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function hashPassword(clientDigest: string): Promise<string> {
  return hash(clientDigest, OPTIONS);
}

/** A fixed hash to verify against when the user does not exist, so both failures cost the same. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, clientDigest: string): Promise<boolean> {
  decoy ??= hashPassword('0'.repeat(64));
  const target = stored ?? (await decoy);
  try {
    const ok = await verify(target, clientDigest);
    return ok && stored !== undefined;
  } catch {
    return false;
  }
}
