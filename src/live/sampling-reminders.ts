import type { TFunction } from 'i18next';
import type { Live } from '../../streams/live';
import { requestData } from '../api/http-client';
import { reminderVars, type NoticeDesk } from './notice-desk';
import { plantNow, type PlantClock } from './plant-clock';
import { answeredNotices, dueReminders, isSamplingRecipient, type DueReminder, type ReminderLog } from './sampling-rule';

export const SAMPLING_USERS_CONFIG = 'sample_msg_user_list';
const STORAGE_KEY = 'samplingReminders';

function readLog(): ReminderLog | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ReminderLog) : null;
  } catch {
    return null;
  }
}

/** Whether the signed-in user is listed in sample_msg_user_list (served by system-config/getList). */
export async function receivesSamplingReminders(userName: string): Promise<boolean> {
  const data = await requestData<unknown>('/system/system-config/getList', { params: { configCode: SAMPLING_USERS_CONFIG } });
  const rows = (Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? [])) as { configCode?: string; configValue?: string }[];
  return isSamplingRecipient(rows.find((r) => r.configCode === SAMPLING_USERS_CONFIG)?.configValue, userName);
}

function speak(text: string, lang: string): void {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  const u = new SpeechSynthesisUtterance(text);
  u.lang = lang;
  speechSynthesis.speak(u);
}

/**
 * Spec doc 1 §4: the sampling channel polls every 180 s; each new step of a recipe raises a
 * persistent warning (on the notice desk, until closed) and a spoken alert, once per recipe per
 * step per plant day.
 */
export function watchSamplingReminders(live: Live, desk: NoticeDesk, t: TFunction, lang: () => string, clock: () => PlantClock): () => void {
  const sub = live.channel('sampling').subscribe(({ list }) => {
    const today = plantNow(clock()).slice(0, 10);
    const { due, log } = dueReminders(list, today, readLog());
    localStorage.setItem(STORAGE_KEY, JSON.stringify(log));
    for (const r of due) show(r);
    for (const key of answeredNotices(list, desk.notices$.value)) desk.dismiss(key);
  });
  const show = (r: DueReminder) => {
    desk.add(r);
    speak(t('live.sampling.speech', reminderVars(r)), lang());
  };
  return () => sub.unsubscribe();
}
