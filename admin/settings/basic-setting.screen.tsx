import { settingResource, sysConstResource } from '../../src/domain/resources/settings/settings.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';

/** /settings/basic-setting: typed settings, and the system constants other screens pick from. */
export default function Screen() {
  const t = useResourceT();
  return (
    <>
      <ResourceScreen def={settingResource} title={t(settingResource.title)} />
      <ResourceScreen def={sysConstResource} title={t(sysConstResource.title)} />
    </>
  );
}
