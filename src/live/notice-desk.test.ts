import { describe, expect, it } from 'vitest';
import { createNoticeDesk } from './notice-desk';

const reminder = (recipeCode: string, step: number) => ({ recipeCode, strength: 'C30', totalQuantity: step + 5, step });

describe('the desk of sampling notices', () => {
  it('keeps one notice per recipe step until it is closed', () => {
    const desk = createNoticeDesk();
    desk.add(reminder('P1', 200));
    desk.add(reminder('P2', 200));
    desk.add(reminder('P1', 200));
    expect(desk.notices$.value.map((n) => n.key)).toEqual(['sampling-P2-200', 'sampling-P1-200']);
    desk.dismiss('sampling-P2-200');
    expect(desk.notices$.value.map((n) => n.key)).toEqual(['sampling-P1-200']);
  });

  it('knows whether a board draws the notices, counting each board once however often it lets go', () => {
    const desk = createNoticeDesk();
    const release = desk.claim();
    const other = desk.claim();
    expect(desk.boards$.value).toBe(2);
    release();
    release();
    expect(desk.boards$.value).toBe(1);
    other();
    expect(desk.boards$.value).toBe(0);
  });
});
