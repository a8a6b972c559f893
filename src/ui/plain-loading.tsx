import { useTranslation } from 'react-i18next';
import './plain-loading.css';

/**
 * The spinner of pages that render no antd (the wall boards, the session check before any page):
 * a CSS ring, so showing it downloads nothing.
 */
export function PlainLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="plain-loading" style={{ minHeight: fullscreen ? '100vh' : 240 }}>
      <span className="plain-loading-ring" aria-hidden />
      <span>{t('nav.loading')}</span>
    </div>
  );
}
