import { CloseOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Empty, Space, Spin, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTICE_TYPES } from '../constants';
import { reminderVars } from '../live/notice-desk';
import { useShellReminders } from '../live/use-notice-desk';
import { useNoticesQuery, useReadAllNoticesMutation } from './notice.api-hooks';
import { notifyRequestError } from '../api/notify';
import { ItemList } from '../ui/item-list';

const TABS = [
  { key: 'all', type: undefined },
  { key: 'warning', type: NOTICE_TYPES.alarm },
  { key: 'remind', type: NOTICE_TYPES.reminder },
  { key: 'notice', type: NOTICE_TYPES.notice },
] as const;

const TYPE_LABELS: Record<number, string> = {
  [NOTICE_TYPES.approval]: 'notice.approval',
  [NOTICE_TYPES.alarm]: 'notice.alarm',
  [NOTICE_TYPES.reminder]: 'notice.reminder',
  [NOTICE_TYPES.notice]: 'notice.ordinary',
};

function NoticeList({ type }: { type?: number }) {
  const { t } = useTranslation();
  const { data, isError, isFetching } = useNoticesQuery({ type });
  useEffect(() => {
    if (isError) notifyRequestError(t('notice.fetchFailed'));
  }, [isError, t]);
  if (!isFetching && !data?.list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  return (
    <Spin spinning={isFetching}>
      <ItemList
        items={data?.list ?? []}
        itemKey={(n) => n.id}
        maxHeight={320}
        title={(n) => <Typography.Text strong={!n.read}>{n.title || t(TYPE_LABELS[n.type] ?? 'notice.unknown')}</Typography.Text>}
        description={(n) => (
          <>
            {n.content || n.approveName} · {n.time}
          </>
        )}
      />
    </Spin>
  );
}

/**
 * The sampling reminders waiting for a place in the reminder area (shell-reminders.tsx), in the
 * order they come up: nothing beyond the two shown is lost, and each can be closed from here.
 */
function WaitingReminders() {
  const { t } = useTranslation();
  const { waiting, dismiss } = useShellReminders();
  if (!waiting.length) return null;
  const title = t('live.sampling.waiting', { count: waiting.length });
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul className="item-list" style={{ maxHeight: 168, overflow: 'auto' }}>
        {waiting.map((n) => (
          <li key={n.key} className="item-list-row" data-testid="waiting-reminder" data-key={n.key}>
            <WarningFilled style={{ color: '#faad14' }} aria-hidden />
            <div className="item-list-body">
              <div className="item-list-title">{t('live.sampling.title')}</div>
              <div className="item-list-desc">{t('live.sampling.body', reminderVars(n.reminder))}</div>
            </div>
            <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('live.sampling.close')} onClick={() => dismiss(n.key)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The bell's popover: the waiting sampling reminders, notices in four tabs, mark all as read, and the to-do list. */
export function NoticePanelContent({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [readAll] = useReadAllNoticesMutation();
  return (
    <div style={{ width: 340 }} aria-label={t('navbar.notices')}>
      <WaitingReminders />
      <Tabs size="small" items={TABS.map((tab) => ({ key: tab.key, label: t(`notice.${tab.key}`), children: <NoticeList type={tab.type} /> }))} />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button size="small" onClick={() => void readAll()}>
          {t('notice.markAllRead')}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            onLeave();
            navigate('/home/future-handle');
          }}
        >
          {t('notice.todo')}
        </Button>
      </Space>
    </div>
  );
}
