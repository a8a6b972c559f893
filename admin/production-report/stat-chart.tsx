import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * A bar chart of one figure per row (volume per driver, per day…), created once and fed new
 * data by setOption; it follows the width of the admin page, unlike the fixed board canvas.
 */
export function StatChart({ labels, values, name }: { labels: string[]; values: number[]; name: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.EChartsType | null>(null);
  useEffect(() => {
    const c = echarts.init(host.current!, undefined, { renderer: 'canvas' });
    chart.current = c;
    const resize = () => c.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        grid: { left: 48, right: 16, top: 16, bottom: 56 },
        xAxis: { type: 'category', data: labels, axisLabel: { rotate: labels.length > 8 ? 30 : 0 } },
        yAxis: { type: 'value' },
        series: [{ type: 'bar', name, data: values, itemStyle: { color: '#1677ff' } }],
      },
      { replaceMerge: ['series'] },
    );
  }, [labels, values, name]);
  return <div ref={host} role="img" aria-label={name} style={{ width: '100%', height: 260 }} />;
}
