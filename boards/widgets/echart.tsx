import { useEffect, useRef, type CSSProperties } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { echarts } from './echarts-setup';

/**
 * One ECharts instance, created once; later options are pushed into it with setOption (STYLE.md:
 * imperative widgets are created once, a second effect only pushes data). The board canvas never
 * changes its CSS size, so no resize handling is needed under the scaled canvas.
 */
export function EChart({ option, style, label }: { option: EChartsCoreOption; style?: CSSProperties; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const instance = echarts.init(host.current!, undefined, { renderer: 'canvas' });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { replaceMerge: ['series'], lazyUpdate: true });
  }, [option]);

  return <div ref={host} role="img" aria-label={label} className="board-chart" style={{ width: '100%', height: '100%', ...style }} />;
}
