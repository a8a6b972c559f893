import { describe, expect, it } from 'vitest';
import { boardTitleOf } from './board-title';

const head = { orgId: '0001', orgName: '浙江华建混凝土集团有限公司', shortName: '华建集团' };
const station = { orgId: '01', orgName: '华建混凝土余杭搅拌站', shortName: '余杭站' };
const company = { orgId: '0001', value: '华建混凝土生产指挥中心' };

describe("the boards' title (issue 26 item 7)", () => {
  it("is the station's name on a station's boards, not the company's title", () => {
    expect(boardTitleOf(station, [company])).toBe('华建混凝土余杭搅拌站');
    expect(boardTitleOf({ ...station, orgName: ' ' }, [company])).toBe('余杭站');
  });

  it("is a station's own title when it set one", () => {
    expect(boardTitleOf(station, [company, { orgId: '01', value: ' 余杭站调度大屏 ' }])).toBe('余杭站调度大屏');
    expect(boardTitleOf(station, [{ orgId: '01', value: '  ' }])).toBe('华建混凝土余杭搅拌站');
  });

  it("is the company's title for head office users, else the company's name", () => {
    expect(boardTitleOf(head, [company, { orgId: '01', value: '余杭站调度大屏' }])).toBe('华建混凝土生产指挥中心');
    expect(boardTitleOf(head, [])).toBe('浙江华建混凝土集团有限公司');
    expect(boardTitleOf(undefined, [company])).toBeNull();
  });
});
