import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/detect-language';
import { IconButton } from '../ui/icon-button';

/** zh / en / es / ja; the choice is kept in the `language` cookie. Opens at once when it was asked for before it loaded. */
export function LanguageMenu({ openAtStart = false }: { openAtStart?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const items = LANGUAGES.map((lng) => ({ key: lng, label: t(`language.${lng}`) }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          setOpen(false);
          changeLanguage(key as Language);
        },
      }}
    >
      <IconButton icon={<GlobalOutlined />} aria-label={t('language.label')} />
    </Dropdown>
  );
}
