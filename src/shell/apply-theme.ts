import i18n from '../i18n/i18n';
import type { AppDispatch } from '../store/store';
import { themeChanged } from '../store/settings.slice';
import { isThemeName, type ThemeName } from './themes';
import { toast } from '../ui/feedback';

/** Spec §2: a theme applies with a loading message; failure says '主题应用失败！'. */
export async function applyTheme(dispatch: AppDispatch, name: ThemeName | string): Promise<void> {
  const key = 'apply-theme';
  void toast.loading({ content: i18n.t('theme.applying'), key, duration: 0 });
  try {
    if (!isThemeName(name)) throw new Error(`unknown theme ${name}`);
    dispatch(themeChanged(name));
    // let antd re-render with the new tokens before the loading message goes away
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
    toast.destroy(key);
  } catch {
    void toast.error({ content: i18n.t('theme.failed'), key });
  }
}
