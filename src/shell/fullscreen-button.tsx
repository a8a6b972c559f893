import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/feedback';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void toast.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };
  const label = full ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} aria-label={label} onClick={toggle} />
    </Tooltip>
  );
}
