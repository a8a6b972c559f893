import { APPROVAL_SCREEN_BUTTONS, buttonsOf } from '../resources/buttons';
import { flowsOf } from '../resources/flows';
import type { ResourceDef } from '../resources/types';
import type { ExtraButtons } from './menu-tree';

/**
 * The buttons each screen's declarations name, by route: the buttons of every declaration on the
 * screen (standard actions, declared buttons, transitions, batch actions, prints) and approve /
 * refuse on each flow's approval screen.
 */
export function declaredMenuButtons(defs: readonly ResourceDef[]): ExtraButtons {
  const out = new Map<string, string[]>();
  const add = (path: string, codes: readonly string[]) => out.set(path, [...new Set([...(out.get(path) ?? []), ...codes])]);
  for (const def of defs) {
    add(def.screen, buttonsOf(def));
    for (const f of flowsOf(def)) add(f.route, APPROVAL_SCREEN_BUTTONS);
  }
  return out;
}
