import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centered spinner for a screen or the whole app while something loads. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: fullscreen ? '100vh' : 240 }}>
      <Spin description={t('nav.loading')} />
    </div>
  );
}
