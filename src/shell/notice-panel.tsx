import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../ui/page-loading';
import { useNoticesQuery } from './notice.api-hooks';

// the popover's tabs and lists load at its first opening; the bell and its count come with the shell
const NoticePanelContent = lazy(() => import('./notice-panel-content').then((m) => ({ default: m.NoticePanelContent })));

/** The bell: its unread count, and the notices panel when opened. */
export function NoticePanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useNoticesQuery({});
  const unread = data?.list.filter((n) => !n.read).length ?? 0;

  const content = (
    <Suspense fallback={<div style={{ width: 340 }}><PageLoading /></div>}>
      <NoticePanelContent onLeave={() => setOpen(false)} />
    </Suspense>
  );
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} destroyOnHidden>
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('navbar.notices')} />
      </Badge>
    </Popover>
  );
}
