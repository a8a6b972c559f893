import { useEffect, useRef, type CSSProperties } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

/**
 * One ECharts instance, created once; later options are pushed into it with setOption (STYLE.md:
 * imperative widgets are created once, a second effect only pushes data). The board canvas never
 * changes its CSS size, so no resize handling is needed under the scaled canvas.
 * ECharts (about 190 KB gzipped) is imported when the first chart mounts, not with the board: the
 * board's figures and tables show while it downloads, next to the board's first snapshot calls.
 */
const loadEcharts = () => import('./echarts-setup').then((m) => m.echarts);
/** A chart's element carries its instance, so end-to-end tests read the model instead of pixels. */
export type ChartHost = HTMLDivElement & { echart?: EChartsType };

export function EChart({ option, style, label }: { option: EChartsCoreOption; style?: CSSProperties; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    let instance: EChartsType | undefined;
    let gone = false;
    void loadEcharts().then((echarts) => {
      if (gone || !host.current) return;
      instance = echarts.init(host.current, undefined, { renderer: 'canvas' });
      // the first option at once, not on the next frame: the chart shows laid out as soon as it exists
      instance.setOption(latest.current, { replaceMerge: ['series'] });
      chart.current = instance;
      // the screenshot test reads the axes ECharts actually laid out (tests/e2e/boards-screens.e2e.ts)
      (host.current as ChartHost).echart = instance;
    });
    return () => {
      gone = true;
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { replaceMerge: ['series'], lazyUpdate: true });
  }, [option]);

  return <div ref={host} role="img" aria-label={label} className="board-chart" style={{ width: '100%', height: '100%', ...style }} />;
}
