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
    void import('./menu-pinyin').then((m) => {
      if (live) setReader({ read: m.pinyinOf });
    });
    return () => {
      live = false;
    };
  }, [load]);
  return on ? reader?.read : undefined;
}

const BOX_WIDTH = 200;
/** At least as wide as the box, at most what the window leaves right of it. */
const POPUP = { minWidth: BOX_WIDTH, maxWidth: 'min(560px, calc(100vw - 24px))' } as const;
const WHOLE_LABEL = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

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
    const items: SearchItem[] = flat
      .filter((r) => !r.hidden)
      .map((r) => ({
        path: r.path,
        title: t(r.title),
        groups: r.parents.map((p) => t(`menu.${p}`)),
      }));
    return createMenuSearch(items, readPinyin);
  }, [flat, t, readPinyin]);

  // a menu path reads whole: the list is as wide as its longest path (issue 26 item 9), and one
  // longer than the window's room wraps rather than end in an ellipsis
  const options = search(query).map((i) => ({ value: i.path, label: <span style={WHOLE_LABEL}>{i.label}</span> }));
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
      style={{ width: BOX_WIDTH }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: POPUP } }}
    >
      <Input prefix={<SearchOutlined />} placeholder={t('navbar.searchMenu')} aria-label={t('navbar.searchMenu')} allowClear autoFocus={autoFocus} />
    </AutoComplete>
  );
}
