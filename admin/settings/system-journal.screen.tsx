import { auditLogResource } from '../../src/domain/resources/settings/settings.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /settings/systemJournal: the audit log, read only and searchable. */
export default function Screen() {
  return <ResourceScreen def={auditLogResource} />;
}
