import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import { timeline, type ApprovalItem } from '../../domain/resources/approval';
import { ApprovalTimeline } from './approval-timeline';

const item = (id: number, level: number, approve_state: number, true_name: string, approve_opinion = ''): ApprovalItem => ({
  id,
  level,
  approve_state,
  true_name,
  approve_opinion,
  update_time: approve_state ? '2026-11-23 10:00:00' : '',
  approve_level: level,
  approve_person: true_name,
});

const levels = timeline([item(1, 0, 1, '李晓梅'), item(2, 1, 1, '赵丽华', '资质齐全'), item(3, 2, 0, '系统管理员')]);
const text = () => renderToStaticMarkup(<ApprovalTimeline levels={levels} />).replace(/<[^>]+>/g, ' ');

describe('the approval timeline', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh');
  });

  it('labels the submission and each level as the spec does, a pending step with 请耐心等待审批', () => {
    const out = text();
    expect(out).toContain('提交审批');
    expect(out).toContain('一级审批人审批');
    expect(out).toContain('二级审批人审批');
    expect(out).toContain('资质齐全');
    expect(out.indexOf('请耐心等待审批')).toBeGreaterThan(out.indexOf('系统管理员'));
  });

  it('says when a submission was agreed at once because no flow is configured (issue 26, item 16)', async () => {
    const agreed = timeline([{ ...item(4, 0, 1, '李晓梅'), no_flow: true }]);
    const out = (l: typeof agreed) => renderToStaticMarkup(<ApprovalTimeline levels={l} />).replace(/<[^>]+>/g, ' ');
    expect(out(agreed)).toContain('提交审批');
    expect(out(agreed)).toContain('未配置审批流程：提交即同意');
    // a submission that waits for its levels says nothing of the kind
    expect(out(levels)).not.toContain('未配置审批流程');
    for (const [lng, line] of [
      ['en', 'No approval configured: agreed on submit'],
      ['es', 'Sin aprobación configurada: aprobado al enviar'],
      ['ja', '承認フロー未設定：申請と同時に承認'],
    ]) {
      await i18n.changeLanguage(lng);
      expect(out(agreed)).toContain(line);
    }
    await i18n.changeLanguage('zh');
  });

  it('speaks the other languages too', async () => {
    await i18n.changeLanguage('en');
    expect(text()).toContain('Level 2 approval');
    expect(text()).toContain('Please wait for approval');
    await i18n.changeLanguage('zh');
  });
});
