/** Colours of the wall boards: dark, high contrast, legible from across a room. */
export const BOARD_THEME = {
  homeBackground: '#000000',
  background: '#06163a',
  panel: 'rgba(12, 38, 92, 0.72)',
  panelBorder: '#1f5fbf',
  text: '#e6f0ff',
  muted: '#8fb3e8',
  accent: '#3fd0ff',
  good: '#36d399',
  warn: '#ffc53d',
  bad: '#ff4d4f',
  series: ['#3fd0ff', '#36d399', '#ffc53d', '#ff7a45', '#b37feb', '#5cdbd3', '#ff85c0', '#9ec7ff'],
} as const;
