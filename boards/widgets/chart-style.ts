import { BOARD_THEME } from '../shell/board-theme';
import { categoryLabelLayout } from './category-labels';

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

/**
 * A category axis that labels every category (rotated or cut as `categoryLabelLayout` decides);
 * `axisLength` is about the pixels the axis gets on the 1920x1080 canvas.
 */
export const categoryAxis = (data: (string | number)[], axisLength = 800) => {
  const { rotate, width, fontSize } = categoryLabelLayout(data.map(String), axisLength, AXIS_LABEL.fontSize);
  return {
    type: 'category',
    data,
    axisLine: { lineStyle: { color: BOARD_THEME.panelBorder } },
    axisLabel: { ...AXIS_LABEL, fontSize, interval: 0, hideOverlap: false, rotate, width, overflow: 'truncate' },
  };
};

export const valueAxis = (name?: string) => ({
  type: 'value',
  name,
  nameTextStyle: AXIS_LABEL,
  axisLabel: AXIS_LABEL,
  splitLine: SPLIT_LINE,
});
