import { Button, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { SearchDef } from '../../domain/resources/types';
import { FieldInput } from './field-input';
import { useResourceT } from './resource-i18n';

const FORMATS: Partial<Record<SearchDef['type'], string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  daterange: 'YYYY-MM-DD',
  datetimerange: 'YYYY-MM-DD HH:mm:ss',
};

/** Form values to wire parameters: dates formatted, ranges as `<name>Start` / `<name>End`. */
export function searchParams(fields: readonly SearchDef[], values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of fields) {
    const v = values[s.name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
    const fmt = FORMATS[s.type];
    if (s.type === 'daterange' || s.type === 'datetimerange') {
      const [a, b] = v as [Dayjs | null, Dayjs | null];
      if (a) out[`${s.name}Start`] = a.format(fmt);
      if (b) out[`${s.name}End`] = b.format(fmt);
    } else if (fmt) out[s.name] = (v as Dayjs).format(fmt);
    else if (Array.isArray(v)) out[s.name] = v.join(',');
    else out[s.name] = String(v);
  }
  return out;
}

/** Search form of spec §2/§5: every field type; a required field left empty blocks the search with its message. */
export function SearchForm({
  fields,
  onSearch,
  name = 'search',
}: {
  fields: readonly SearchDef[];
  onSearch: (params: Record<string, string>) => void;
  /** form name, prefixing the control ids so two forms on a screen never share one */
  name?: string;
}) {
  const t = useResourceT();
  const [form] = Form.useForm();
  if (!fields.length) return null;
  return (
    <Form form={form} name={name} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(v) => onSearch(searchParams(fields, v))}>
      {fields.map((s) => (
        <Form.Item
          key={s.name}
          name={s.name}
          label={t(s.label)}
          rules={s.required ? [{ required: true, message: t('ui.required', { field: t(s.label) }) }] : []}
        >
          <FieldInput search={s} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('ui.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              void form
                .validateFields()
                .then((v) => onSearch(searchParams(fields, v)))
                .catch(() => undefined);
            }}
          >
            {t('ui.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
