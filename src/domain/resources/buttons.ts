import { onApprovalScreen } from './actions';
import type { Action, ResourceDef } from './types';

/** The screen button that guards each standard action (spec §6); reads need none. */
export const ACTION_BUTTON: Partial<Record<Action, string>> = {
  add: 'add',
  update: 'edit',
  delete: 'delete',
  import: 'import',
  export: 'export',
  submit: 'edit',
  recover: 'edit',
  sort: 'edit',
  top: 'edit',
  bottom: 'edit',
};

/** Buttons of an approval screen: approve, and refuse for both refusing and sending back. */
export const APPROVAL_SCREEN_BUTTONS = ['approve', 'refuse'] as const;

const STANDARD_CODES = new Set(['add', 'edit', 'delete', 'export', 'import']);

/**
 * The button codes of a declaration's screen: those of its standard actions (`save` needs add and
 * edit), then its declared extra buttons, then any button a transition or batch action names. The
 * role screen lists them and the server checks them.
 */
export function buttonsOf(def: ResourceDef): string[] {
  const out = new Set<string>();
  for (const a of def.actions) {
    if (a === 'save') {
      out.add('add');
      out.add('edit');
      continue;
    }
    const b = ACTION_BUTTON[a];
    if (b) out.add(b);
  }
  for (const b of def.buttons ?? []) out.add(b.code);
  for (const t of def.transitions ?? []) out.add(t.button);
  for (const b of def.batch ?? []) if (!onApprovalScreen(b)) out.add(b.button);
  for (const d of def.print ?? []) out.add(d.button);
  return [...out];
}

/**
 * A declaration whose transitions or batch actions name a button it does not declare: the menus
 * would offer no way to grant it. Standard codes need no declaration.
 */
export function undeclaredButtons(def: ResourceDef): string[] {
  const declared = new Set([...STANDARD_CODES, ...(def.buttons ?? []).map((b) => b.code), ...APPROVAL_SCREEN_BUTTONS]);
  return [...(def.transitions ?? []).map((t) => t.button), ...(def.batch ?? []).map((b) => b.button)].filter((b) => !declared.has(b));
}
