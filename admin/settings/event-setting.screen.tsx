import { eventResource } from '../../src/domain/resources/settings/settings.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /settings/event-setting: which plant events notify whom. */
export default function Screen() {
  return <ResourceScreen def={eventResource} />;
}
