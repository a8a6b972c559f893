import { startTestServer } from '../api/harness';
import type { Bench } from './run';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Sign-in cost (argon2id) and a light authenticated call, on PGlite in memory. */
const bench: Bench = {
  title: 'Platform: sign-in and a light call',
  async run() {
    const s = await startTestServer();
    try {
      const logins: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        await s.login('admin');
        logins.push(performance.now() - t);
      }
      const token = await s.login('admin');
      const light: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t = performance.now();
        await s.call('GET', '/user/users/current', token);
        light.push(performance.now() - t);
      }
      const menus: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        await s.call('GET', '/user/menu/findbycode', token);
        menus.push(performance.now() - t);
      }
      return [
        { name: 'sign-in median', value: pct(logins, 0.5), unit: 'ms' },
        { name: 'GET /user/users/current p50', value: pct(light, 0.5), unit: 'ms' },
        { name: 'GET /user/users/current p99', value: pct(light, 0.99), unit: 'ms' },
        { name: 'GET /user/menu/findbycode (whole tree) p50', value: pct(menus, 0.5), unit: 'ms' },
      ];
    } finally {
      await s.close();
    }
  },
};
export default bench;
