import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Tag } from 'antd';
import { requestData } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { SigmaOf } from './quality-loop.types';

/** What the σ is for: a JGJ 55 design (30 groups) or the σ0 of a GB/T 50107 evaluation (45 groups). */
export type SigmaUse = 'design' | 'sigma0';

const GRADE = /^\s*C\d{2,3}/i;

/**
 * The running σ of a grade (or a recipe) from the lab's own 28-day results, with n, the window and
 * Σf, Σf², the mean behind it; `onUse` (a button, absent on a read-only screen) takes it into the form when the standard allows its use.
 * `onAutoUse`, when given, is called once per loaded σ that the standard allows (n ≥ 30 for a
 * design, ≥ 45 for σ0), so a screen can fill an empty field without the button (issue 11).
 */
export function RunningSigmaCard({ grade, libId, use, onUse, onAutoUse }: {
  grade?: string; libId?: number; use: SigmaUse; onUse?: (r: SigmaOf) => void; onAutoUse?: (r: SigmaOf) => void;
}) {
  const t = useResourceT();
  const k = (key: string) => t(`qualityLoop.${key}`);
  const [r, setR] = useState<SigmaOf | null>(null);
  const asked = libId !== undefined || (grade !== undefined && GRADE.test(grade));

  useEffect(() => {
    if (!asked) { setR(null); return undefined; }
    let live = true;
    const params = libId !== undefined ? { libId } : { grade: grade!.trim() };
    requestData<SigmaOf>('/quality/recipe-lib/sigma', { params }).then((v) => { if (live) setR(v); }, () => { if (live) setR(null); });
    return () => { live = false; };
  }, [asked, grade, libId]);

  useEffect(() => {
    if (r && r.spread && (use === 'design' ? r.asDesignSigma : r.asSigma0)) onAutoUse?.(r);
    // once per loaded σ: the callback is a new function on every render of the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [r, use]);

  if (!r) return null;
  const allowed = use === 'design' ? r.asDesignSigma : r.asSigma0;
  const note = use === 'design' ? k(r.asDesignSigma ? 'designOk' : 'designFew') : k(r.asSigma0 ? 'sigma0Ok' : 'sigma0Few');
  const s = r.spread;
  return (
    <Card size="small" title={`${k('sigmaTitle')} · ${k(r.basis === 'recipe' ? 'basisRecipe' : 'basisGrade')} ${r.recipeCode ?? r.grade}`} data-testid="running-sigma"
      extra={onUse && <Button size="small" disabled={!allowed || !s} onClick={() => onUse(r)} data-testid="running-sigma-use">{k(use === 'design' ? 'useForDesign' : 'useAsSigma0')}</Button>}>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 5 }} items={[
        { key: 'w', label: k('window'), children: `${r.window.from} ~ ${r.window.to} (${r.window.days} ${k('days')})` },
        { key: 'n', label: k('n'), children: <span data-testid="running-sigma-n">{r.n}</span> },
        { key: 'i', label: k('invalid'), children: r.invalid },
        ...(s ? [
          { key: 'sum', label: k('sum'), children: s.sum }, { key: 'sq', label: k('sumOfSquares'), children: s.sumOfSquares },
          { key: 'mean', label: k('mean'), children: s.mean }, { key: 'c', label: k('computed'), children: <span data-testid="running-sigma-value">{s.computed}</span> },
          { key: 'u', label: k('used'), children: `${s.value}${s.floored ? ' (≥ 2.50)' : ''}` },
        ] : [{ key: 'none', label: k('computed'), children: k('noSigma') }]),
        { key: 'note', label: '', children: <Tag color={allowed ? 'green' : 'default'}>{note}</Tag> },
      ]} />
    </Card>
  );
}
