import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { createMenuSearch, type SearchItem } from './menu-search';

/** "find menu": fuzzy search over the visible screens; pinyin only in Chinese with the setting on. */
export function MenuSearchBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const flat = useAppSelector((s) => s.permission.flat);
  const pinyinOn = useAppSelector((s) => s.settings.supportPinyinSearch) && i18n.language === 'zh';
  const [query, setQuery] = useState('');

  const search = useMemo(() => {
    const items: SearchItem[] = flat.filter((r) => !r.hidden).map((r) => ({
      path: r.path, title: [...r.parents.map((p) => t(`menu.${p}`)), t(r.title)].join(' > '),
    }));
    return createMenuSearch(items, pinyinOn);
  }, [flat, t, pinyinOn]);

  const options = search(query).map((i) => ({ value: i.path, label: i.title }));
  return (
    <AutoComplete
      value={query}
      options={options}
      showSearch={{ onSearch: setQuery, filterOption: false }}
      onChange={(v: string) => setQuery(v ?? '')}
      onSelect={(path: string) => {
        setQuery('');
        navigate(path);
      }}
      style={{ width: 200 }}
    >
      <Input prefix={<SearchOutlined />} placeholder={t('navbar.searchMenu')} aria-label={t('navbar.searchMenu')} allowClear />
    </AutoComplete>
  );
}
