import { Button, Input, Space, Upload } from 'antd';
import { App } from 'antd';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useUploadReportImageMutation } from './material-test.api';

const MAX_MB = 5;
const readAsDataUrl = (f: File) =>
  new Promise<string>((ok, fail) => {
    const r = new FileReader();
    r.onload = () => ok(String(r.result));
    r.onerror = () => fail(r.error);
    r.readAsDataURL(f);
  });

/** The report image of a form: uploaded to /experiment/upload/uploadImages, which checks its type and size again. */
export function ReportImageInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [send] = useUploadReportImageMutation();
  const upload = async (file: File) => {
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type) || file.size > MAX_MB * 1024 * 1024) {
      void message.error(t('materialTest.imageRule'));
      return;
    }
    const r = await send({ data: await readAsDataUrl(file), fileName: file.name }).unwrap();
    onChange?.(r.url);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} readOnly />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(f) => {
          void upload(f).catch(() => undefined);
          return false;
        }}
      >
        <Button>{t('materialTest.upload')}</Button>
      </Upload>
    </Space.Compact>
  );
}
