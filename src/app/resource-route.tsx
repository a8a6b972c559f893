import { Tabs } from 'antd';
import { resourceByName } from '../domain/resources/registry';
import type { ResourceDef } from '../domain/resources/types';
import { approvalRowActions } from '../ui/approval/approval-actions';
import { ResourceScreen } from '../ui/resource/resource-screen';
import { useResourceT } from '../ui/resource/resource-i18n';

const screenOf = (def: ResourceDef) => <ResourceScreen def={def} rowActions={def.flows?.length ? approvalRowActions(def.name) : undefined} />;

/**
 * The generic screen of a route no custom screen takes: its declaration's table, or one tab per
 * declaration sharing the route. A declaration with an approval flow gets its row actions.
 */
export function ResourceRoute({ resources }: { resources: readonly string[] }) {
  const t = useResourceT();
  const defs = resources.map((name) => {
    const def = resourceByName(name);
    if (!def) throw new Error(`resource ${name} is not registered`);
    return def;
  });
  if (defs.length === 1) return screenOf(defs[0]);
  return <Tabs items={defs.map((def) => ({ key: def.name, label: t(def.title), children: screenOf(def) }))} />;
}
