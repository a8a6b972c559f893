import { describe, expect, it } from 'vitest';
import { settingValue } from './use-setting';

describe('a typed setting', () => {
  it('answers the trimmed value of its type, and nothing for a blank or missing one', () => {
    const rows = [
      { type: 'bigscreen_title', value: '  余杭站生产调度中心 ' },
      { type: 'map_tile_url', value: '   ' },
    ];
    expect(settingValue(rows, 'bigscreen_title')).toBe('余杭站生产调度中心');
    expect(settingValue(rows, 'map_tile_url')).toBeUndefined();
    expect(settingValue(rows, 'other')).toBeUndefined();
    expect(settingValue(undefined, 'bigscreen_title')).toBeUndefined();
  });
});
