import { systemConfigResource } from '../../src/domain/resources/settings/settings.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /settings/sys-setting: system configuration entries (system/system-config). */
export default function Screen() {
  return <ResourceScreen def={systemConfigResource} />;
}
