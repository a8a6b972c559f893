import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { FieldDef } from '../../domain/resources/types';
import { toLngLat, type LngLat } from './geo';
import { useMapT } from './map-i18n';

// Leaflet loads with the first dialog that shows a map, not with every form
const AddressPicker = lazy(() => import('./address-picker'));

export interface GeoInputProps {
  field: FieldDef & { geo: { lng: string; lat: string } };
  value?: string | number | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** the form item's id, so its label points at the input */
  id?: string;
}

/**
 * The control of a longitude or latitude field: the number as typed, and a map where a click or a
 * drag sets both fields of the pair at once.
 */
export function GeoInput({ field, value, onChange, placeholder, id }: GeoInputProps) {
  const t = useMapT();
  const form = Form.useFormInstance();
  const [picking, setPicking] = useState<LngLat | null | undefined>(undefined);
  const { lng, lat } = field.geo;
  const open = () => setPicking(toLngLat(form.getFieldValue(lng), form.getFieldValue(lat)));
  const accept = () => {
    if (picking) {
      form.setFieldsValue({ [lng]: picking.lng.toFixed(6), [lat]: picking.lat.toFixed(6) });
      void form.validateFields([lng, lat]).catch(() => undefined);
    }
    setPicking(undefined);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} allowClear placeholder={placeholder} value={value ?? undefined} onChange={(e) => onChange?.(e.target.value)} />
        <Button icon={<EnvironmentOutlined />} aria-label={t('pick')} title={t('pick')} onClick={open} data-testid={`geo-pick-${field.name}`} />
      </Space.Compact>
      <Modal
        open={picking !== undefined}
        title={t('pickTitle')}
        width={720}
        destroyOnHidden
        mask={{ closable: false }}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !picking }}
        onOk={accept}
        onCancel={() => setPicking(undefined)}
      >
        <Typography.Paragraph type="secondary">{t('pickHint')}</Typography.Paragraph>
        <Suspense
          fallback={
            <Spin>
              <div style={{ height: 420 }} />
            </Spin>
          }
        >
          <AddressPicker value={picking ?? null} onChange={setPicking} />
        </Suspense>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="geo-picked">
          {picking ? `${t('lng')} ${picking.lng.toFixed(6)} · ${t('lat')} ${picking.lat.toFixed(6)}` : t('none')}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
