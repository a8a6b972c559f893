/** Notice type codes of spec §3; any other shows as 'unknown reminder'. */
export const NOTICE_TYPE = { approval: 2, alarm: 4, reminder: 5, notice: 6 } as const;
export const NOTICE_TYPES: number[] = Object.values(NOTICE_TYPE);
