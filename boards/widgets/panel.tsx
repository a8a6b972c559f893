import type { CSSProperties, ReactNode } from 'react';

/** A titled box of a board. `area` places it in the board's CSS grid. */
export function Panel({
  title,
  area,
  children,
  extra,
  style,
}: {
  title: string;
  area?: string;
  children: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <section className="board-panel" style={{ gridArea: area, ...style }} aria-label={title}>
      <header className="board-panel-head">
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="board-panel-body">{children}</div>
    </section>
  );
}

/** One big figure with its label and unit; `previous` (e.g. yesterday's figure) goes under it. */
export function Kpi({
  label,
  value,
  unit,
  tone,
  previous,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  tone?: 'good' | 'warn' | 'bad';
  previous?: ReactNode;
}) {
  return (
    <div className={`board-kpi${tone ? ` board-kpi-${tone}` : ''}`}>
      <span className="board-kpi-value">
        {value}
        {unit && <small>{unit}</small>}
      </span>
      <span className="board-kpi-label">{label}</span>
      {previous !== undefined && previous !== null && <span className="board-kpi-previous">{previous}</span>}
    </div>
  );
}

/** Shown where the server has sent nothing yet (never a made-up number). */
export function NoData({ text }: { text: string }) {
  return <div className="board-nodata">{text}</div>;
}
