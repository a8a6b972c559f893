import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../src/store/hooks';
import { isMember } from '../../src/store/session.slice';
import { PendingApprovalsCard } from './pending-approvals-card';
import { QuickLinksCard } from './quick-links-card';
import { TodayTasksCard } from './today-tasks-card';
import './home.css';

/** /home/index: today's tasks, pending approvals and quick links. */
export default function HomeIndexScreen() {
  const { t } = useTranslation();
  const session = useAppSelector((s) => s.session);
  const user = session.user;
  const member = isMember(session);
  return (
    <div className="home-index">
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('home.welcome', { name: user?.true_name || user?.user_name || '' })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <TodayTasksCard />
        </Col>
        {!member && (
          <Col xs={24} lg={12}>
            <PendingApprovalsCard />
          </Col>
        )}
        <Col xs={24} lg={member ? 24 : 12}>
          <QuickLinksCard />
        </Col>
      </Row>
    </div>
  );
}
