import { CloseOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reminderVars } from '../live/notice-desk';
import { useShellReminders } from '../live/use-notice-desk';

/**
 * The shell's reminder area: a strip of the header under the tabs, in the layout's flow, so the
 * page is laid out below it and no control ever lies under a reminder (docs/decisions.md, issue 26).
 * It shows the first two sampling reminders, one line each; the others wait on the bell, which
 * counts and lists them (notice-panel.tsx), and come up here as shown ones are closed. Plain React
 * and CSS, part of the shell's frame: a reminder due before antd has loaded shows at once.
 */
export function ShellReminders() {
  const { t } = useTranslation();
  const { shown, waiting, dismiss } = useShellReminders();
  if (!shown.length) return null;
  return (
    <section className="shell-reminders" aria-label={t('live.sampling.area')}>
      {shown.map((n, i) => {
        const body = t('live.sampling.body', reminderVars(n.reminder));
        return (
          <div key={n.key} className="shell-reminder" role="alert" data-testid="shell-reminder" data-key={n.key}>
            <WarningFilled className="shell-reminder-icon" aria-hidden />
            <b className="shell-reminder-title">{t('live.sampling.title')}</b>
            <span className="shell-reminder-text" title={body}>
              {body}
            </span>
            {i === shown.length - 1 && waiting.length > 0 && (
              <span className="shell-reminder-more">{t('live.sampling.inBell', { count: waiting.length })}</span>
            )}
            <button type="button" className="shell-reminder-close" aria-label={t('live.sampling.close')} onClick={() => dismiss(n.key)}>
              <CloseOutlined />
            </button>
          </div>
        );
      })}
    </section>
  );
}
