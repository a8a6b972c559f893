import { DatePicker } from 'antd';
import { useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { dayText, dayValue, monthText } from './plant-day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

export interface DayPickerProps {
  /** `YYYY-MM-DD`, or `YYYY-MM` with `month`; empty: none */
  value?: string | null;
  onChange?: (value: string) => void;
  /** pick a month (`YYYY-MM`) instead of a day */
  month?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  /** on the input itself, as a native date input had it */
  'data-testid'?: string;
}

/**
 * A plant day (or month) picked on antd's calendar, text in and text out as the wire has it, where
 * screens had a native `<input type="date">`: that one writes the day in the browser's own format
 * (M/D/YYYY in an English browser) and names its months in the browser's language whatever the
 * user's; antd's writes `YYYY-MM-DD` and speaks the user's language (src/app/antd-providers.tsx).
 * A whole day typed into it applies at once and closes its calendar, as the native input's did
 * (which had no calendar over the controls below it), without Enter.
 */
export function DayPicker({ value, onChange, month, allowClear = false, ...rest }: DayPickerProps) {
  const pattern = month ? MONTH : DAY;
  const text = month ? monthText : dayText;
  const [open, setOpen] = useState(false);
  // a whole day typed: the calendar stays shut (the picker asks to open it a frame after the input's
  // focus) until the next click or key in the field
  const typedWhole = useRef(false);
  const typed = (e: FormEvent<HTMLSpanElement>) => {
    const t = (e.target as HTMLInputElement).value;
    typedWhole.current = pattern.test(t) && text(dayValue(t)) === t;
    if (!typedWhole.current) return;
    if (t !== value) onChange?.(t);
    setOpen(false);
  };
  const touched = () => {
    typedWhole.current = false;
  };
  const keyed = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'Tab' && e.key !== 'Enter') touched();
  };
  return (
    <span onInput={typed} onMouseDown={touched} onKeyDown={keyed} style={{ display: 'inline-block' }}>
      <DatePicker
        picker={month ? 'month' : 'date'}
        allowClear={allowClear}
        value={value ? dayValue(value) : null}
        open={open}
        onOpenChange={(o) => setOpen(o && !typedWhole.current)}
        onChange={(d) => onChange?.(d ? text(d) : '')}
        {...rest}
      />
    </span>
  );
}
