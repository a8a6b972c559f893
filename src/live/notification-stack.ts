import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { combineLatest } from 'rxjs';
import { reminderVars, type NoticeDesk } from './notice-desk';

/**
 * Shows the desk's notices in the admin shell's notification stack (bottom right, clicks pass
 * through to the controls under it: src/shell/shell.css) while no board draws them, and takes
 * them out of the stack as soon as a board does. Closing one there closes it everywhere.
 */
export function presentInNotificationStack(desk: NoticeDesk, notify: Pick<NotificationInstance, 'warning' | 'destroy'>, t: TFunction): () => void {
  const open = new Set<string>();
  const sub = combineLatest([desk.notices$, desk.boards$]).subscribe(([notices, boards]) => {
    const wanted = new Set(boards > 0 ? [] : notices.map((n) => n.key));
    for (const key of open) {
      if (wanted.has(key)) continue;
      open.delete(key);
      notify.destroy(key);
    }
    for (const n of notices) {
      if (!wanted.has(n.key) || open.has(n.key)) continue;
      open.add(n.key);
      notify.warning({
        key: n.key, title: t('live.sampling.title'), description: t('live.sampling.body', reminderVars(n.reminder)), duration: 0,
        onClose: () => {
          open.delete(n.key);
          desk.dismiss(n.key);
        },
      });
    }
  });
  return () => sub.unsubscribe();
}
