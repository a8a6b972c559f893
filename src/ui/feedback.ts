import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code inside and outside React. AppProviders registers the themed instance of
 * `App.useApp()`; until then (or in code that runs before React) the static one is used.
 */
let api: MessageInstance = staticMessage;

export function registerMessageApi(instance: MessageInstance): void {
  api = instance;
}

export const toast = {
  error: (...args: Parameters<MessageInstance['error']>) => api.error(...args),
  warning: (...args: Parameters<MessageInstance['warning']>) => api.warning(...args),
  success: (...args: Parameters<MessageInstance['success']>) => api.success(...args),
  loading: (...args: Parameters<MessageInstance['loading']>) => api.loading(...args),
  destroy: (key?: string) => api.destroy(key),
};
