/** The five themes of spec §2; the default top-bar colour is #4a65fe (spec §9). */
export const THEME_NAMES = ['coral', 'oceanBlue', 'skyBlue', 'starnightGrey', 'turquoise'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ThemeColours {
  primary: string;
  header: string;
  sider: string;
}

export const THEMES: Record<ThemeName, ThemeColours> = {
  coral: { primary: '#f0643c', header: '#f0643c', sider: '#2b1b17' },
  oceanBlue: { primary: '#4a65fe', header: '#4a65fe', sider: '#1d2340' },
  skyBlue: { primary: '#409eff', header: '#409eff', sider: '#1f2d3d' },
  starnightGrey: { primary: '#5b6b7f', header: '#3b4452', sider: '#20252d' },
  turquoise: { primary: '#13a8a8', header: '#13a8a8', sider: '#12302f' },
};

export const isThemeName = (v: string): v is ThemeName => (THEME_NAMES as readonly string[]).includes(v);
