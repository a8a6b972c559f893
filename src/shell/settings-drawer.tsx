import { CheckOutlined } from '@ant-design/icons';
import { Drawer, Flex, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { settingChanged } from '../store/settings.slice';
import { applyTheme } from './apply-theme';
import { THEME_NAMES, THEMES } from './themes';

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch';

/** The right-side settings panel (spec §2); pinyin search only appears in Chinese. */
export function SettingsDrawer() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((s) => s.settings);
  const toggles: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', ...(i18n.language === 'zh' ? ['supportPinyinSearch' as const] : [])];
  const labels: Record<Toggle, string> = {
    tagsView: 'settings.tagsView',
    fixedHeader: 'settings.fixedHeader',
    sidebarLogo: 'settings.sidebarLogo',
    supportPinyinSearch: 'settings.pinyinSearch',
  };

  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={300}
      open={settings.showSettings}
      onClose={() => dispatch(settingChanged({ key: 'showSettings', value: false }))}
    >
      <Typography.Text strong>{t('settings.themeColour')}</Typography.Text>
      <Flex gap={8} style={{ margin: '8px 0 24px' }} role="radiogroup" aria-label={t('settings.themeColour')}>
        {THEME_NAMES.map((name) => (
          <Tooltip key={name} title={t(`theme.${name}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={settings.theme === name}
              aria-label={t(`theme.${name}`)}
              className="theme-swatch"
              style={{ background: THEMES[name].primary }}
              onClick={() => void applyTheme(dispatch, name)}
            >
              {settings.theme === name && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </Flex>
      {toggles.map((key) => (
        <Flex key={key} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <label htmlFor={`setting-${key}`}>{t(labels[key])}</label>
          <Switch id={`setting-${key}`} checked={settings[key]} onChange={(value) => dispatch(settingChanged({ key, value }))} />
        </Flex>
      ))}
    </Drawer>
  );
}
