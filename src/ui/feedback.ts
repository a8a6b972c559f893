import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code inside and outside React. The antd shell (AntdProviders) registers the themed
 * instance of `App.useApp()`. Until then, and on the wall boards, which render no antd, the static
 * instance is imported on first use: a board downloads antd's message code only when it has
 * something to say, never up front.
 *
 * There is no floating notification here on purpose: a lasting notice (a sampling reminder) is
 * shown in the shell's reminder area and on its bell (src/shell/shell-reminders.tsx), which no
 * control lies under; antd's notification floats over the page's controls.
 */
let messageApi: MessageInstance | undefined;

export function registerFeedbackApis(message: MessageInstance): () => void {
  messageApi = message;
  return () => {
    if (messageApi === message) messageApi = undefined;
  };
}

const loadStatics = () => import('./antd-feedback');
const withMessage = async (show: (api: MessageInstance) => unknown) => {
  show(messageApi ?? (await loadStatics()).message);
};

type Args<K extends keyof MessageInstance> = MessageInstance[K] extends (...a: infer A) => unknown ? A : never;

export const toast = {
  error: (...args: Args<'error'>) => withMessage((api) => api.error(...args)),
  warning: (...args: Args<'warning'>) => withMessage((api) => api.warning(...args)),
  success: (...args: Args<'success'>) => withMessage((api) => api.success(...args)),
  loading: (...args: Args<'loading'>) => withMessage((api) => api.loading(...args)),
  destroy: (key?: string) => withMessage((api) => api.destroy(key)),
};
