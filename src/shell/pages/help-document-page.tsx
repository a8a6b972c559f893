import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /help-document (spec §2); project members have no link to it. */
export function HelpDocumentPage() {
  const { t } = useTranslation();
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('page.helpTitle')}</h1>}>
      <Typography.Paragraph>{t('page.helpBody')}</Typography.Paragraph>
    </Card>
  );
}
