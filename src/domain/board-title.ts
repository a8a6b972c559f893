/** Spec doc 1 §2: the boards' centred title is the setting whose type is bigscreen_title. */
export const BOARD_TITLE_SETTING = 'bigscreen_title';

/** The title as the server resolves it for the acting organisation (server/operations/board-title.routes.ts). */
export const BOARD_TITLE = '/live/board-title';

/** The organisation a user acts for, as its record names it. */
export interface TitledOrg {
  orgId: string;
  orgName: string;
  shortName?: string | null;
}
/** A bigscreen_title setting and the organisation it belongs to. */
export interface TitleSetting {
  orgId: string;
  value: string;
}

/**
 * The wall boards' title for the organisation a user acts for (issue 26 item 7): its own
 * bigscreen_title setting, else its name. A station's boards bear the station's name (华建混凝土余杭搅拌站),
 * never the head office's title: the company's title is the head office's own setting, so head
 * office users keep it. The full name before the short one: a title names the place in full.
 */
export function boardTitleOf(org: TitledOrg | undefined, settings: readonly TitleSetting[]): string | null {
  if (!org) return null;
  const own = settings.find((s) => s.orgId === org.orgId && s.value.trim())?.value.trim();
  return own || org.orgName.trim() || org.shortName?.trim() || null;
}
