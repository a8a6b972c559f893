import { CarryOutOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { usePendingTasksQuery } from './notice.api-hooks';

/** Pending to-do count from getUnDealTask, linking to /home/future-handle (never for members). */
export function NoticeIcon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.session.user?.user_id);
  const { data } = usePendingTasksQuery({ user_id: userId ?? '', page: 1, limit: 1 }, { skip: userId === undefined, pollingInterval: 60_000 });
  const count = data?.total ?? 0;
  return (
    <Tooltip title={t('navbar.pending')}>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<CarryOutOutlined />} aria-label={`${t('navbar.pending')} (${count})`} onClick={() => navigate('/home/future-handle')} />
      </Badge>
    </Tooltip>
  );
}
