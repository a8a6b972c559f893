import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import { redactText, redactUrl, redactValue } from '../../server/http/logging';
import { DEMO_PASSWORD, digest } from './harness';
import { signInPath } from './calls';
import { logLeaks } from '../e2e/log-check';

describe('redaction of credentials', () => {
  it('replaces every credential parameter of a URL', () => {
    expect(redactUrl('/prod-api/x?org_id=&access_token=abc.def&b=1')).toBe('/prod-api/x?org_id=&access_token=[redacted]&b=1');
    expect(redactUrl(`/prod-api/auth/oauth/token?username=admin&password=${digest('x')}&grant_type=password`)).toBe(
      '/prod-api/auth/oauth/token?username=admin&password=[redacted]&grant_type=password',
    );
    expect(redactUrl('/u?oldPassword=a&newPassword=b&refresh_token=c')).toBe('/u?oldPassword=[redacted]&newPassword=[redacted]&refresh_token=[redacted]');
    expect(redactUrl('/prod-api/user/users/update-password?access_token=t&password=d&confirm=d&length=11')).toBe(
      '/prod-api/user/users/update-password?access_token=[redacted]&password=[redacted]&confirm=[redacted]&length=[redacted]',
    );
  });

  it('replaces them in JSON text, in a database URL and under any key at any depth', () => {
    expect(redactText('body {"password":"d1","user":"x"}')).toBe('body {"password":"[redacted]","user":"x"}');
    expect(redactText('connect postgres://app:s3cret@db:5432/x failed')).toBe('connect postgres://app:[redacted]@db:5432/x failed');
    const err = Object.assign(new Error('bad ?access_token=zzz'), { detail: { newPassword: 'p' } });
    expect(JSON.stringify(redactValue({ a: [{ Password: 'p', n: 1 }], err }))).not.toMatch(/zzz|"p"/);
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  let close: () => Promise<void>;
  let inject: (url: string, headers?: Record<string, string>, body?: unknown) => Promise<{ body: string }>;

  beforeAll(async () => {
    const schema = process.env.DATABASE_URL ? `t_log_${Date.now().toString(36)}` : undefined;
    const config = readConfig({ ...process.env, DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'trace', ...(schema ? { DATABASE_SCHEMA: schema } : {}) });
    const { services, database } = await bootServices(config);
    const app = await build({
      services,
      logStream: {
        write: (l) => {
          lines.push(l);
        },
      },
    });
    await app.ready();
    inject = async (url, headers = {}, body) =>
      app.inject({
        method: body ? 'POST' : 'GET',
        url,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
    close = async () => {
      await app.close();
      if (schema)
        await (
          await import('kysely')
        ).sql
          .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          .execute(database.db)
          .catch(() => {});
      await database.close();
    };
  });
  afterAll(async () => {
    await close();
  });

  it('holds no token, password or digest at trace level after sign-in, calls, a password change and errors', async () => {
    const signIn = JSON.parse((await inject(signInPath('admin'))).body);
    const token: string = signIn.access_token;
    expect(token).toEqual(expect.any(String));
    await inject(`/prod-api/user/users/current?access_token=${token}`);
    await inject('/prod-api/user/users/current', { access_token: token });
    await inject(
      '/prod-api/user/users/update-password',
      { access_token: token },
      { oldPassword: digest(DEMO_PASSWORD), newPassword: digest('another-one'), password: digest('x') },
    );
    await inject(`/prod-api/auth/oauth/token?username=admin&password=${digest('wrong')}`);
    await inject('/prod-api/nowhere?password=plain-secret&token=abc');
    expect(lines.length).toBeGreaterThan(5);
    const secrets = [token, digest(DEMO_PASSWORD), digest('another-one'), digest('wrong'), digest('x'), 'plain-secret'];
    const leaking = lines.filter((l) => secrets.some((s) => l.includes(s)));
    expect(leaking).toEqual([]);
    expect(logLeaks(lines.join(''))).toEqual([]);
  });
});
