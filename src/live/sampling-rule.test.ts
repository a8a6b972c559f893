import { describe, expect, it } from 'vitest';
import { answeredNotices, dueReminders, isSamplingRecipient, samplingStep } from './sampling-rule';

const total = (recipeCode: string, totalQuantity: number) => ({ recipeCode, strength: 'C30', totalQuantity });

describe('the sampling step of a recipe', () => {
  it('has no step under 200 m³', () => {
    expect(samplingStep(0)).toBeNull();
    expect(samplingStep(199.99)).toBeNull();
  });

  it('counts in steps of 200 from 200 to 1000', () => {
    expect(samplingStep(200)).toBe(200);
    expect(samplingStep(399.5)).toBe(200);
    expect(samplingStep(400)).toBe(400);
    expect(samplingStep(812)).toBe(800);
    expect(samplingStep(1000)).toBe(1000);
  });

  it('ends the last step at 1200', () => {
    expect(samplingStep(1199.99)).toBe(1000);
    expect(samplingStep(1200)).toBeNull();
  });
});

describe('the reminders due', () => {
  it('reminds once per recipe and step on a day', () => {
    const first = dueReminders([total('P1', 210), total('P2', 150)], '2026-11-23', null);
    expect(first.due.map((d) => [d.recipeCode, d.step])).toEqual([['P1', 200]]);
    const again = dueReminders([total('P1', 350)], '2026-11-23', first.log);
    expect(again.due).toEqual([]);
    const next = dueReminders([total('P1', 401)], '2026-11-23', again.log);
    expect(next.due.map((d) => d.step)).toEqual([400]);
    expect(next.log.given.sort()).toEqual(['P1|200', 'P1|400']);
  });

  it('forgets the previous day and reminds again on a new day', () => {
    const yesterday = { date: '2026-11-22', given: ['P1|200', 'P9|800'] };
    const today = dueReminders([total('P1', 230)], '2026-11-23', yesterday);
    expect(today.due.map((d) => d.step)).toEqual([200]);
    expect(today.log).toEqual({ date: '2026-11-23', given: ['P1|200'] });
  });

  it('catches up with the step reached when several were skipped between polls', () => {
    const r = dueReminders([total('P1', 650)], '2026-11-23', null);
    expect(r.due.map((d) => d.step)).toEqual([600]);
  });
});

describe('the recipients of sampling reminders', () => {
  it('are the user names of sample_msg_user_list', () => {
    expect(isSamplingRecipient('admin, lab,dispatcher', 'lab')).toBe(true);
    expect(isSamplingRecipient('admin,lab', 'labx')).toBe(false);
    expect(isSamplingRecipient('', 'admin')).toBe(false);
    expect(isSamplingRecipient(undefined, 'admin')).toBe(false);
  });
});

describe('specimens registered answer the reminders', () => {
  const t = (totalQuantity: number, sampledGroups: number) => ({ recipeCode: 'P1', strength: 'C30', totalQuantity, sampledGroups });
  it('raises no reminder for a step the registered groups cover, one group per 200 m³', () => {
    expect(dueReminders([t(410, 2)], '2026-11-23', null).due).toEqual([]);
    expect(dueReminders([t(410, 1)], '2026-11-23', null).due.map((d) => d.step)).toEqual([400]);
  });
  it('names the notices on screen that a registration answered', () => {
    const notices = [
      { key: 'a', reminder: { ...t(210, 0), step: 200 } },
      { key: 'b', reminder: { ...t(420, 0), step: 400 } },
    ];
    expect(answeredNotices([t(420, 1)], notices)).toEqual(['a']);
    expect(answeredNotices([t(420, 2)], notices)).toEqual(['a', 'b']);
    expect(answeredNotices([], notices)).toEqual([]);
  });
});
