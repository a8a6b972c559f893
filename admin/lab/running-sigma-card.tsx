import { useEffect } from 'react';
import { Button, Card, Descriptions, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { sigmaChoice, sigmaLine, type SigmaUse } from '../../src/domain/quality/sigma-choice';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useRunningSigmaQuery } from './lab.api';
import type { SigmaOf } from './quality-loop.types';

const GRADE = /^\s*C\d{2,3}/i;

/** Which σ is used and why, in one line; none for a recipe whose strength names no concrete grade (a mortar). */
function lineOf(use: SigmaUse, r: SigmaOf, t: Parameters<typeof sigmaLine>[1]): string | null {
  if (use === 'design' && !GRADE.test(r.grade)) return null;
  return sigmaLine(sigmaChoice(use, r.grade, r), t);
}

/**
 * The running σ of a grade (or a recipe) from the lab's own 28-day results: one line saying which σ
 * the design (or σ0) uses and why (issue 26 item 14), then n, the window and Σf, Σf², the mean
 * behind it; `onUse` (a button, absent on a read-only screen) takes it into the form when the
 * standard allows its use.
 * `onAutoUse`, when given, is called once per loaded σ that the standard allows (n ≥ 30 for a
 * design, ≥ 45 for σ0), so a screen can fill an empty field without the button (issue 11).
 */
export function RunningSigmaCard({
  grade,
  libId,
  use,
  onUse,
  onAutoUse,
}: {
  grade?: string;
  libId?: number;
  use: SigmaUse;
  onUse?: (r: SigmaOf) => void;
  onAutoUse?: (r: SigmaOf) => void;
}) {
  const asked = libId !== undefined || (grade !== undefined && GRADE.test(grade));
  // the last σ stays while the next grade's loads; none when refused or not asked
  const { data, isError } = useRunningSigmaQuery(!asked ? skipToken : libId !== undefined ? { libId } : { grade: grade!.trim() });
  const r = asked && !isError ? (data ?? null) : null;

  useEffect(() => {
    if (r && r.spread && (use === 'design' ? r.asDesignSigma : r.asSigma0)) onAutoUse?.(r);
    // once per loaded σ: the callback is a new function on every render of the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [r, use]);

  return r && <SigmaCard r={r} use={use} onUse={onUse} />;
}

/**
 * The card of one loaded running σ (what RunningSigmaCard shows once the call has answered): first
 * the one line saying which σ the design (or the evaluation's σ0) uses and why, then the statistics behind it.
 */
export function SigmaCard({ r, use, onUse }: { r: SigmaOf; use: SigmaUse; onUse?: (r: SigmaOf) => void }) {
  const t = useResourceT();
  const k = (key: string) => t(`qualityLoop.${key}`);
  const line = lineOf(use, r, t);
  const allowed = use === 'design' ? r.asDesignSigma : r.asSigma0;
  const s = r.spread;
  return (
    <Card
      size="small"
      title={`${k('sigmaTitle')} · ${k(r.basis === 'recipe' ? 'basisRecipe' : 'basisGrade')} ${r.recipeCode ?? r.grade}`}
      data-testid="running-sigma"
      extra={
        onUse && (
          <Button size="small" disabled={!allowed || !s} onClick={() => onUse(r)} data-testid="running-sigma-use">
            {k(use === 'design' ? 'useForDesign' : 'useAsSigma0')}
          </Button>
        )
      }
    >
      {line && (
        <Typography.Paragraph strong style={{ marginBottom: 8 }} data-testid="running-sigma-used">
          {line}
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3, xl: 5 }}
        items={[
          { key: 'w', label: k('window'), children: `${r.window.from} ~ ${r.window.to} (${r.window.days} ${k('days')})` },
          { key: 'n', label: k('n'), children: <span data-testid="running-sigma-n">{r.n}</span> },
          { key: 'i', label: k('invalid'), children: r.invalid },
          ...(s
            ? [
                { key: 'sum', label: k('sum'), children: s.sum },
                { key: 'sq', label: k('sumOfSquares'), children: s.sumOfSquares },
                { key: 'mean', label: k('mean'), children: s.mean },
                { key: 'c', label: k('computed'), children: <span data-testid="running-sigma-value">{s.computed}</span> },
              ]
            : [{ key: 'none', label: k('computed'), children: k('noSigma') }]),
        ]}
      />
    </Card>
  );
}
