import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellReminders } from '../live/use-notice-desk';
import { PageLoading } from '../ui/page-loading';
import { useNoticesQuery } from './notice.api-hooks';

// the popover's tabs and lists load at its first opening; the bell and its count come with the shell
const NoticePanelContent = lazy(() => import('./notice-panel-content').then((m) => ({ default: m.NoticePanelContent })));

/**
 * The bell: its count (unread notices, and the sampling reminders waiting beyond the two the
 * reminder area shows: shell-reminders.tsx), and the notices panel when opened, which lists them.
 */
export function NoticePanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useNoticesQuery({});
  const { waiting } = useShellReminders();
  const count = (data?.list.filter((n) => !n.read).length ?? 0) + waiting.length;

  const content = (
    <Suspense
      fallback={
        <div style={{ width: 340 }}>
          <PageLoading />
        </div>
      }
    >
      <NoticePanelContent onLeave={() => setOpen(false)} />
    </Suspense>
  );
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} destroyOnHidden>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={`${t('navbar.notices')} (${count})`} />
      </Badge>
    </Popover>
  );
}
