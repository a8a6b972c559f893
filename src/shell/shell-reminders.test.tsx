import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import zhLive from '../i18n/locales/zh/live';
import { createNoticeDesk, type NoticeDesk } from '../live/notice-desk';
import { NoticeDeskContext } from '../live/use-notice-desk';
import { ShellReminders } from './shell-reminders';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh', resources: { zh: { translation: zhLive } }, initAsync: false, interpolation: { escapeValue: false } });

const reminder = (recipeCode: string) => ({ recipeCode, strength: 'C30', totalQuantity: 405, step: 400 });
const render = (desk: NoticeDesk) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NoticeDeskContext.Provider value={desk}>
        <ShellReminders />
      </NoticeDeskContext.Provider>
    </I18nextProvider>,
  );
const shownKeys = (html: string) => [...html.matchAll(/data-testid="shell-reminder" data-key="([^"]+)"/g)].map((m) => m[1]);

describe('the reminder area of the shell', () => {
  it('takes no room without reminders', () => {
    expect(render(createNoticeDesk())).toBe('');
  });

  it('draws the first two reminders with a close button each, and says how many wait on the bell', () => {
    const desk = createNoticeDesk();
    for (const code of ['P1', 'P2', 'P3', 'P4']) desk.add(reminder(code));
    const html = render(desk);
    expect(shownKeys(html)).toEqual(['sampling-P1-400', 'sampling-P2-400']);
    expect(html).toContain('配方 P1（C30）今日累计发货 405 m³，已达 400 m³，请及时取样。');
    expect(html.match(/<button type="button" class="shell-reminder-close" aria-label="关闭提醒">/g)).toHaveLength(2);
    expect(html.match(/另有 2 条在消息通知中/g)).toHaveLength(1);
    desk.dismiss('sampling-P1-400');
    expect(shownKeys(render(desk))).toEqual(['sampling-P2-400', 'sampling-P3-400']);
  });

  it('says nothing of the bell when no reminder waits there', () => {
    const desk = createNoticeDesk();
    desk.add(reminder('P1'));
    desk.add(reminder('P2'));
    const html = render(desk);
    expect(shownKeys(html)).toEqual(['sampling-P1-400', 'sampling-P2-400']);
    expect(html).not.toContain('消息通知');
  });
});
