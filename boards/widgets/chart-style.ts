import { BOARD_THEME } from '../shell/board-theme';

/** Shared look of board charts: big labels, dark grid, a tooltip that follows the pointer. */
export const AXIS_LABEL = { color: BOARD_THEME.muted, fontSize: 18 } as const;
export const SPLIT_LINE = { lineStyle: { color: 'rgba(143, 179, 232, 0.15)' } } as const;

export const baseChart = {
  backgroundColor: 'transparent',
  color: [...BOARD_THEME.series],
  textStyle: { color: BOARD_THEME.text, fontSize: 18 },
  tooltip: {
    trigger: 'axis',
    backgroundColor: 'rgba(6, 22, 58, 0.95)',
    borderColor: BOARD_THEME.panelBorder,
    textStyle: { color: BOARD_THEME.text, fontSize: 18 },
    className: 'board-tooltip',
  },
  grid: { left: 70, right: 24, top: 36, bottom: 44 },
  animationDuration: 300,
  animationDurationUpdate: 300,
};

export const categoryAxis = (data: (string | number)[]) => ({
  type: 'category', data, axisLabel: AXIS_LABEL, axisLine: { lineStyle: { color: BOARD_THEME.panelBorder } },
});

export const valueAxis = (name?: string) => ({
  type: 'value', name, nameTextStyle: AXIS_LABEL, axisLabel: AXIS_LABEL, splitLine: SPLIT_LINE,
});
