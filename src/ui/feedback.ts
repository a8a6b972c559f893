import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts and notices for code inside and outside React. The antd shell (AntdProviders) registers
 * the themed instances of `App.useApp()`. Until then, and on the wall boards, which render no antd,
 * the static instances are imported on first use: a board downloads antd's message code only when
 * it has something to say, never up front.
 */
let messageApi: MessageInstance | undefined;
let notificationApi: NotificationInstance | undefined;

export function registerFeedbackApis(message: MessageInstance, notification: NotificationInstance): () => void {
  messageApi = message;
  notificationApi = notification;
  return () => {
    if (messageApi === message) messageApi = undefined;
    if (notificationApi === notification) notificationApi = undefined;
  };
}

const loadStatics = () => import('./antd-feedback');
const withMessage = async (show: (api: MessageInstance) => unknown) => { show(messageApi ?? (await loadStatics()).message); };
const withNotification = async (show: (api: NotificationInstance) => unknown) => { show(notificationApi ?? (await loadStatics()).notification); };

type Args<K extends keyof MessageInstance> = MessageInstance[K] extends (...a: infer A) => unknown ? A : never;

export const toast = {
  error: (...args: Args<'error'>) => withMessage((api) => api.error(...args)),
  warning: (...args: Args<'warning'>) => withMessage((api) => api.warning(...args)),
  success: (...args: Args<'success'>) => withMessage((api) => api.success(...args)),
  loading: (...args: Args<'loading'>) => withMessage((api) => api.loading(...args)),
  destroy: (key?: string) => withMessage((api) => api.destroy(key)),
};

/** The notification instance as an object (what the sampling reminders are handed). */
export const notices: NotificationInstance = {
  open: (config) => void withNotification((api) => api.open(config)),
  success: (config) => void withNotification((api) => api.success(config)),
  error: (config) => void withNotification((api) => api.error(config)),
  info: (config) => void withNotification((api) => api.info(config)),
  warning: (config) => void withNotification((api) => api.warning(config)),
  destroy: (key) => void withNotification((api) => api.destroy(key)),
};
