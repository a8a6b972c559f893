import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { createMenuSearch, type PinyinReader, type SearchItem } from './menu-search';

/** The pinyin reader, loaded at the first query with pinyin on: 140 KB gzipped that no page load pays for. */
function usePinyinReader(on: boolean, asked: boolean): PinyinReader | undefined {
  const [reader, setReader] = useState<{ read: PinyinReader }>();
  const load = on && asked && !reader;
  useEffect(() => {
    if (!load) return;
    let live = true;
    void import('./menu-pinyin').then((m) => { if (live) setReader({ read: m.pinyinOf }); });
    return () => { live = false; };
  }, [load]);
  return on ? reader?.read : undefined;
}

/**
 * "find menu": search over the visible screens; pinyin only in Chinese with the setting on.
 * `initial` and `autoFocus` carry over what was typed in the stand-in while this loaded.
 */
export function MenuSearchField({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const flat = useAppSelector((s) => s.permission.flat);
  const pinyinOn = useAppSelector((s) => s.settings.supportPinyinSearch) && i18n.language === 'zh';
  const [query, setQuery] = useState(initial);
  const readPinyin = usePinyinReader(pinyinOn, query.trim() !== '');

  const search = useMemo(() => {
    const items: SearchItem[] = flat.filter((r) => !r.hidden).map((r) => ({
      path: r.path, title: t(r.title), groups: r.parents.map((p) => t(`menu.${p}`)),
    }));
    return createMenuSearch(items, readPinyin);
  }, [flat, t, readPinyin]);

  const options = search(query).map((i) => ({ value: i.path, label: i.label }));
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
      <Input prefix={<SearchOutlined />} placeholder={t('navbar.searchMenu')} aria-label={t('navbar.searchMenu')} allowClear autoFocus={autoFocus} />
    </AutoComplete>
  );
}
