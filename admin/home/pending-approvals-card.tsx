import { Button, Card, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTICE_TYPES } from '../../src/constants';
import { useAppSelector } from '../../src/store/hooks';
import { isMember } from '../../src/store/session.slice';
import { usePendingTasksQuery } from '../../src/shell/notice.api-hooks';
import { ItemList } from '../../src/ui/item-list';

/** Undealt to-dos of type 2 (approval) for the signed-in user; members have none. */
export function PendingApprovalsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session);
  const userId = session.user?.user_id;
  const skip = userId === undefined || isMember(session);
  const { data, isFetching } = usePendingTasksQuery({ user_id: userId ?? '', type: NOTICE_TYPES.approval, page: 1, limit: 6 }, { skip });
  const flat = useAppSelector((s) => s.permission.flat);
  const routable = useMemo(() => new Set(flat.map((r) => r.path)), [flat]);

  return (
    <Card title={<h2 className="card-title">{t('home.pendingApprovals')}</h2>} extra={<Link to="/home/future-handle">{t('home.viewAll')}</Link>}>
      {!isFetching && !data?.list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noApprovals')} />
      ) : (
        <Spin spinning={isFetching}>
          <ItemList
            items={data?.list ?? []}
            itemKey={(task) => task.id}
            label={t('home.pendingApprovals')}
            title={(task) => task.title}
            description={(task) => `${task.create_user ?? ''} · ${task.create_time ?? ''}`}
            actions={(task) =>
              task.route && routable.has(task.route) ? (
                <Button size="small" type="link" onClick={() => navigate(task.route!)}>
                  {t('todo.open')}
                </Button>
              ) : null
            }
          />
        </Spin>
      )}
    </Card>
  );
}
