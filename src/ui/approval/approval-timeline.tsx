import { Empty, Timeline, Typography } from 'antd';
import { APPROVE_AGREED, APPROVE_PENDING, APPROVE_REJECTED, type TimelineLevel } from '../../domain/resources/approval';
import { levelTitle, useApprovalI18n } from './approval-i18n';

const COLOR: Record<number, string> = { [APPROVE_PENDING]: 'blue', [APPROVE_AGREED]: 'green', [APPROVE_REJECTED]: 'red' };

/**
 * The approval timeline of spec §4: level 0 is the submission, then 'N级审批人审批' per level with
 * each approver's decision; a pending approver shows '请耐心等待审批'. A submission agreed at once
 * because its business type had no flow is followed by a line saying so (issue 26, item 16).
 */
export function ApprovalTimeline({ levels }: { levels: TimelineLevel[] }) {
  const { t, lng } = useApprovalI18n();
  if (!levels.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stateNone')} />;
  const stateLabel = (level: number, s: number) =>
    level === 0 ? t('submit') : s === APPROVE_AGREED ? t('agree') : s === APPROVE_REJECTED ? t('reject') : t('pending');
  const stateType = (s: number): 'danger' | undefined => (s === APPROVE_REJECTED ? 'danger' : undefined);
  const noFlow = levels.some((l) => l.level === 0 && l.items.some((it) => it.no_flow));
  return (
    <Timeline
      className="approval-timeline"
      items={[
        ...levels.map((l) => ({
          key: l.level,
          color: COLOR[l.state],
          title: l.level === 0 ? t('submitted') : levelTitle(l.level, t, lng),
          content: l.items.map((it) => (
            <div key={it.id} className="approval-timeline-item" data-state={it.approve_state}>
              <Typography.Text strong>{it.true_name}</Typography.Text>{' '}
              <Typography.Text type={stateType(it.approve_state)}>{stateLabel(l.level, it.approve_state)}</Typography.Text>{' '}
              {it.approve_state === APPROVE_PENDING ? (
                <Typography.Text type="secondary">{t('waiting')}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{it.update_time}</Typography.Text>
              )}
              {it.approve_opinion ? <div className="approval-opinion">{it.approve_opinion}</div> : null}
            </div>
          )),
        })),
        ...(noFlow
          ? [
              {
                key: 'no-flow',
                color: COLOR[APPROVE_AGREED],
                title: (
                  <span className="approval-timeline-no-flow" data-testid="approval-no-flow">
                    {t('noFlowAgreed')}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
