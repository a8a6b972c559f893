import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

const TEXT = { '404': 'page.notFound', '403': 'page.unauthorized', '500': 'nav.hasError' } as const;

/** /404, /401 and the fallback of a failed screen. */
export function ErrorResult({ status }: { status: keyof typeof TEXT }) {
  const { t } = useTranslation();
  useDocumentTitle(status === '500' ? undefined : t(status === '404' ? 'menu./404' : 'menu./401'));
  return (
    <Result
      status={status}
      title={status === '403' ? '401' : status}
      subTitle={t(TEXT[status])}
      extra={
        <Link to="/">
          <Button type="primary">{t('page.backHome')}</Button>
        </Link>
      }
    />
  );
}
