import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { SIDEBAR_COOKIE } from '../constants';
import i18n from '../i18n/i18n';
import type { Language } from '../i18n/detect-language';
import type { ThemeName } from '../shell/themes';

const STORAGE_KEY = 'mixboard.settings';

/** Layout settings of spec §3 (theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch). */
export interface SettingsState {
  theme: ThemeName;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  /** sidebar open; persisted in cookie sidebarStatus, 1 open / 0 closed, open by default */
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
  language: Language;
}

type Persisted = Pick<SettingsState, 'theme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch'>;

const defaults: Persisted = { theme: 'oceanBlue', tagsView: true, fixedHeader: true, sidebarLogo: true, supportPinyinSearch: true };

function load(): SettingsState {
  let saved: Partial<Persisted> = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Persisted>;
  } catch {
    saved = {};
  }
  return {
    ...defaults,
    ...saved,
    showSettings: false,
    sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0',
    device: 'desktop',
    language: (i18n.language as Language) ?? 'en',
  };
}

export function persistSettings(s: SettingsState): void {
  const { theme, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch } = s;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch }));
}

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch' | 'showSettings';

const settingsSlice = createSlice({
  name: 'settings',
  initialState: load,
  reducers: {
    settingChanged(state, { payload }: PayloadAction<{ key: Toggle; value: boolean }>) {
      state[payload.key] = payload.value;
    },
    themeChanged(state, { payload }: PayloadAction<ThemeName>) {
      state.theme = payload;
    },
    sidebarToggled(state, { payload }: PayloadAction<boolean | undefined>) {
      state.sidebarOpened = payload ?? !state.sidebarOpened;
      Cookies.set(SIDEBAR_COOKIE, state.sidebarOpened ? '1' : '0');
    },
    deviceChanged(state, { payload }: PayloadAction<SettingsState['device']>) {
      state.device = payload;
    },
    languageChanged(state, { payload }: PayloadAction<Language>) {
      state.language = payload;
    },
  },
});

export const { settingChanged, themeChanged, sidebarToggled, deviceChanged, languageChanged } = settingsSlice.actions;
export default settingsSlice.reducer;
