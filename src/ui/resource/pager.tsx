import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES, PAGER_COUNT } from './column-prefs';
import { jumpTarget, pagerItems } from './pager-items';
import { useResourceT } from './resource-i18n';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onChange(page: number, size: number): void;
}

/**
 * The pager of spec §9: total, sizes, prev, pager, next, jumper, with up to 11 page buttons
 * (antd's Pagination shows at most 9 and has no setting for it).
 */
export function Pager({ page, size, total, onChange }: PagerProps) {
  const t = useResourceT();
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState<number | null>(null);
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onChange(p, size);
  };
  return (
    <nav className="mb-pager" aria-label={t('ui.pager')} style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
      <Space wrap size={8}>
        <span className="mb-pager-total">{t('ui.total', { total })}</span>
        <Select
          size="small"
          aria-label={t('ui.perPage', { size: '' }).trim()}
          value={size}
          popupMatchSelectWidth={false}
          options={PAGE_SIZES.map((s) => ({ value: s, label: t('ui.perPage', { size: s }) }))}
          onChange={(s: number) => onChange(1, s)}
        />
        <Button size="small" icon={<LeftOutlined />} aria-label={t('ui.prevPage')} disabled={page <= 1} onClick={() => go(page - 1)} />
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="small"
              type={item === page ? 'primary' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => go(item)}
            >
              {item}
            </Button>
          ) : (
            <Button
              key={item}
              size="small"
              type="text"
              aria-label={t(`ui.${item}`, { n: PAGER_COUNT - 2 })}
              icon={item === 'jumpPrev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
              onClick={() => go(jumpTarget(item, page, pages))}
            />
          ),
        )}
        <Button size="small" icon={<RightOutlined />} aria-label={t('ui.nextPage')} disabled={page >= pages} onClick={() => go(page + 1)} />
        <span>
          {t('ui.goTo')}{' '}
          <InputNumber
            size="small"
            min={1}
            max={pages}
            precision={0}
            value={jump}
            style={{ width: 64 }}
            aria-label={t('ui.goTo')}
            onChange={(v) => setJump(v)}
            onPressEnter={() => {
              if (jump) go(Math.min(pages, Math.max(1, jump)));
              setJump(null);
            }}
          />{' '}
          {t('ui.pageUnit')}
        </span>
      </Space>
    </nav>
  );
}
