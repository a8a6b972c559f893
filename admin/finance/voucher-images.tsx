import { useEffect, useState } from 'react';
import { App, Button, Empty, Image, Modal, Space, Upload } from 'antd';
import { PermissionGate } from '../../src/ui/permission-gate';
import type { Row } from '../../src/ui/resource/resource-api';
import { uploadFile } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { VOUCHER_IMAGES } from './back-money.resource';
import { voucherImage } from './finance.api';

const namesOf = (row: Row) =>
  String(row.images ?? '')
    .split(',')
    .filter(Boolean);

/** A stored image as a local URL: images are served to a signed-in caller only, so an <img> cannot point at the call itself. */
function useImageUrls(id: unknown, names: readonly string[], open: boolean) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = names.join(',');
  useEffect(() => {
    if (!open) return undefined;
    const made: string[] = [];
    let live = true;
    for (const name of names) {
      // the client has told the user of a failure already
      voucherImage(String(id), name)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          made.push(url);
          if (live) setUrls((u) => ({ ...u, [name]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [id, key, open]); // eslint-disable-line react-hooks/exhaustive-deps
  return urls;
}

/**
 * A payment's voucher images (/sales/backmoney, `uploadImages`): shown, and one more uploaded as
 * the raw body of the call, which checks its type by content and its size again. The upload is
 * the edit button's, as the server requires.
 */
export function VoucherImages({ row, idField, onDone }: { row: Row; idField: string; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const names = namesOf(row);
  const urls = useImageUrls(row[idField], names, open);
  const send = async (file: File) => {
    if (!VOUCHER_IMAGES.accept.split(',').includes(file.type) || file.size > VOUCHER_IMAGES.limitMb * 1024 * 1024) {
      void message.error(t('finance.imageRule', { n: VOUCHER_IMAGES.limitMb }));
      return;
    }
    setBusy(true);
    try {
      const r = await uploadFile<{ images: string[] }>('/sales/back-money/uploadImages', { id: String(row[idField]) }, file, 'application/octet-stream');
      if (Number(r.code) !== 200) {
        void message.error(r.msg);
        return;
      }
      void message.success(t('ui.saved'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="voucher-images">
        {t('finance.voucherImages')} ({names.length})
      </Button>
      <Modal
        open={open}
        title={`${t('finance.images')} · ${String(row.voucherNo || row.customerName || '')}`}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={640}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {names.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {names.map((n) => (
                  <Image key={n} width={120} height={120} style={{ objectFit: 'cover' }} src={urls[n]} alt={n} data-testid="voucher-image" />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Empty description={t('finance.noImages')} />
          )}
          <PermissionGate button="edit">
            <Upload
              accept={VOUCHER_IMAGES.accept}
              multiple={false}
              showUploadList={false}
              disabled={busy || names.length >= VOUCHER_IMAGES.max}
              beforeUpload={(file) => {
                void send(file);
                return false;
              }}
            >
              <Button loading={busy} disabled={names.length >= VOUCHER_IMAGES.max} data-testid="voucher-upload">
                {t('finance.uploadImage')}
              </Button>
            </Upload>
            <div style={{ color: '#999' }}>
              {t('finance.imageRule', { n: VOUCHER_IMAGES.limitMb })} · {names.length}/{VOUCHER_IMAGES.max}
            </div>
          </PermissionGate>
        </Space>
      </Modal>
    </>
  );
}
