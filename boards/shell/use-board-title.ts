import { useSetting } from '../../src/api/use-setting';

/** Spec doc 1 §2: the centred title is the setting whose type is bigscreen_title. */
export const TITLE_SETTING_TYPE = 'bigscreen_title';

export function useBoardTitle(): string | undefined {
  return useSetting(TITLE_SETTING_TYPE);
}
