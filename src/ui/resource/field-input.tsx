import { Checkbox, DatePicker, Input, Select, Switch, TreeSelect } from 'antd';
import type { FieldDef, SearchDef } from '../../domain/resources/types';
import { GeoInput } from '../map/geo-input';
import { useResourceT } from './resource-i18n';

/** The form control of a declared field (form dialog) or search field (search form). */
/** What the form item hands its control; each antd control reads the value in its own type. */
interface ControlProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}

export function FieldInput({ field, search, ...control }: { field?: FieldDef; search?: SearchDef } & ControlProps) {
  // the form item owns value and onChange and passes them through untouched, whatever the control
  const rest = control as Record<string, never>;
  const t = useResourceT();
  const options = (search?.options ?? field?.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
  const ph = t('ui.placeholderInput');
  const phTime = t('ui.placeholderTime');
  if (search) {
    switch (search.type) {
      case 'input':
        return <Input allowClear placeholder={ph} {...rest} />;
      case 'checkbox':
        return <Checkbox.Group options={options} {...rest} />;
      case 'select':
        return <Select allowClear placeholder={t('ui.placeholderSelect')} options={options} style={{ minWidth: 160 }} {...rest} />;
      case 'treeselect':
        return (
          <TreeSelect
            allowClear
            placeholder={t('ui.placeholderSelect')}
            treeData={options.map((o) => ({ title: o.label, value: o.value }))}
            style={{ minWidth: 160 }}
            {...rest}
          />
        );
      case 'date':
        return <DatePicker placeholder={phTime} {...rest} />;
      case 'datetime':
        return <DatePicker showTime placeholder={phTime} {...rest} />;
      case 'month':
        return <DatePicker picker="month" placeholder={phTime} {...rest} />;
      case 'daterange':
        return <DatePicker.RangePicker placeholder={[t('ui.startTime'), t('ui.endTime')]} {...rest} />;
      case 'datetimerange':
        return <DatePicker.RangePicker showTime placeholder={[t('ui.startTime'), t('ui.endTime')]} {...rest} />;
    }
  }
  const f = field!;
  if (f.geo) return <GeoInput field={{ ...f, geo: f.geo }} placeholder={ph} {...rest} />;
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea rows={3} placeholder={ph} maxLength={f.max ?? 500} {...rest} />;
    case 'enum':
      return <Select allowClear placeholder={t('ui.placeholderSelect')} options={options} {...rest} />;
    case 'bool':
      return <Switch checked={!!control.value} onChange={(v) => control.onChange?.(v)} />;
    case 'date':
      return <DatePicker placeholder={phTime} style={{ width: '100%' }} {...rest} />;
    case 'datetime':
      return <DatePicker showTime placeholder={phTime} style={{ width: '100%' }} {...rest} />;
    default:
      return <Input allowClear placeholder={ph} maxLength={f.type === 'string' ? (f.max ?? 100) : undefined} {...rest} />;
  }
}
