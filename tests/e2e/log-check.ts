import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

/**
 * The log check run after the whole end-to-end run (tests/run-all.ts): the server logged at debug
 * level into a file while Chromium signed in, worked and signed out as every demo user. No line may
 * hold a token, a password or a password digest. Secrets are found by their shape, since the run's
 * tokens are not known here: a session token is 43 base64url characters (256 bits), a digest is 64
 * hex digits, and a credential parameter must read `[redacted]`.
 */
const DEMO_PASSWORD = 'mixboard123';
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
const DIGEST = /(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/;
const OPEN_CREDENTIAL = /(?:access_token|password|token|secret)(?:=|"\s*:\s*")(?!\[redacted\])[^&"\s]+/i;
const KNOWN = [DEMO_PASSWORD, createHash('sha256').update(DEMO_PASSWORD).digest('hex')];

/** The lines of `text` that leak a credential, each with the reason. */
export function logLeaks(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const why = KNOWN.some((k) => line.includes(k))
      ? 'demo password or its digest'
      : TOKEN.test(line)
        ? 'token-shaped value'
        : DIGEST.test(line)
          ? 'digest-shaped value'
          : OPEN_CREDENTIAL.test(line)
            ? 'credential parameter not redacted'
            : '';
    if (why) out.push(`${why}: ${line.slice(0, 300)}`);
  }
  return out;
}

/** `tsx tests/e2e/log-check.ts <log file>`: prints the leaks and fails when there is one. */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/tests\//, 'tests/'))) {
  const file = process.argv[2];
  const text = readFileSync(file, 'utf8');
  const leaks = logLeaks(text);
  const lines = text.split('\n').filter((l) => l.trim()).length;
  if (leaks.length) {
    console.error(`${leaks.length} of ${lines} log lines leak a credential:\n${leaks.slice(0, 20).join('\n')}`);
    process.exit(1);
  }
  console.log(`log check: ${lines} lines, no token, password or digest`);
}
