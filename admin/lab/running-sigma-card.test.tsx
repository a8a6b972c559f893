import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { runningSigma } from '../../src/domain/quality/running-sigma';
import type { SigmaUse } from '../../src/domain/quality/sigma-choice';
import { registerAreas } from '../../src/domain/resources/registry';
import i18n from '../../src/i18n/i18n';
import { areas } from '../areas';
import type { SigmaOf } from './quality-loop.types';
import { SigmaCard } from './running-sigma-card';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 24) - offset * 86_400_000).toISOString().slice(0, 10);
const sigmaOf = (n: number, a: string, b: string): SigmaOf => ({
  ...runningSigma(
    Array.from({ length: n }, (_, i) => ({ date: day(i), strength: i % 2 ? a : b })),
    '2026-11-24',
  ),
  basis: 'grade',
  grade: 'C30',
  recipeCode: null,
});
const text = (r: SigmaOf, use: SigmaUse = 'design') =>
  renderToStaticMarkup(<SigmaCard r={r} use={use} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const line = (r: SigmaOf, use: SigmaUse = 'design') =>
  /data-testid="running-sigma-used"[^>]*>(.*?)<\/div>/.exec(renderToStaticMarkup(<SigmaCard r={r} use={use} />))?.[1].replace(/<[^>]+>/g, '');

describe('the running σ card of a mix design (issue 26 item 14)', () => {
  beforeAll(async () => {
    registerAreas(areas);
    await i18n.changeLanguage('zh');
  });

  it('says in one line that fewer than 30 groups leave the design on the default, and shows no other σ as used', () => {
    const r = sigmaOf(12, '34.0', '41.0');
    expect(line(r)).toBe('σ = 5.0 MPa（规程默认值：近期试件不足 30 组，仅 12 组）');
    expect(text(r)).not.toContain('σ采用值');
  });

  it('says the statistic is used with 30 groups or more, or the floor it is raised to', () => {
    expect(line(sigmaOf(36, '34.0', '41.0'))).toBe('σ = 3.55 MPa（近期 36 组统计值）');
    expect(line(sigmaOf(36, '36.0', '41.0'))).toBe('σ = 3.0 MPa（近期 36 组统计值 2.54 低于下限 3.0，取下限）');
  });

  it('says which σ0 an evaluation takes', () => {
    expect(line(sigmaOf(36, '34.0', '41.0'), 'sigma0')).toBe('不能作 σ0：近期试件不足 45 组，仅 36 组');
  });

  it('speaks the other languages', async () => {
    await i18n.changeLanguage('en');
    expect(line(sigmaOf(12, '34.0', '41.0'))).toBe('σ = 5.0 MPa (standard default: only 12 groups lately, fewer than 30)');
    await i18n.changeLanguage('zh');
  });
});
