import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SamplingState } from '../../streams/channels/sampling.channel';
import type { Live } from '../../streams/live';

vi.mock('../api/http-client', () => ({ requestData: vi.fn() }));
const { requestData } = await import('../api/http-client');
const { receivesSamplingReminders, watchSamplingReminders } = await import('./sampling-reminders');
const { createNoticeDesk } = await import('./notice-desk');

function fakeStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('sampling reminders on screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warn persistently and speak once per recipe step, remembering it for the plant day', () => {
    const storage = fakeStorage();
    const spoken: string[] = [];
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text) });
    const sampling = new Subject<SamplingState>();
    const live = { channel: () => sampling } as unknown as Live;
    const desk = createNoticeDesk();
    const t = ((key: string, vars?: Record<string, unknown>) => `${key}${vars ? ` ${vars.recipeCode}@${vars.step}` : ''}`) as never;
    const stop = watchSamplingReminders(
      live,
      desk,
      t,
      () => 'zh',
      () => ({ timeZone: 'Asia/Shanghai', skewMs: 0 }),
    );

    sampling.next({ list: [{ recipeCode: 'P1', strength: 'C30', totalQuantity: 150 }] });
    sampling.next({ list: [{ recipeCode: 'P1', strength: 'C30', totalQuantity: 205 }] });
    sampling.next({ list: [{ recipeCode: 'P1', strength: 'C30', totalQuantity: 260 }] });
    stop();
    sampling.next({ list: [{ recipeCode: 'P1', strength: 'C30', totalQuantity: 420 }] });

    expect(desk.notices$.value.map((n) => n.key)).toEqual(['sampling-P1-200']);
    expect(spoken).toEqual(['live.sampling.speech P1@200']);
    expect(JSON.parse(storage.data.get('samplingReminders')!).given).toEqual(['P1|200']);
  });

  it('go only to the users named in sample_msg_user_list', async () => {
    vi.mocked(requestData).mockResolvedValue([
      { configCode: 'sample_msg_user_list', configValue: 'admin,lab' },
      { configCode: 'other', configValue: 'x' },
    ]);
    expect(await receivesSamplingReminders('lab')).toBe(true);
    expect(await receivesSamplingReminders('sales')).toBe(false);
  });
});
