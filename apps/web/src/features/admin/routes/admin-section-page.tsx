import { Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import type { AdminSection } from '../admin-sections';

/** An admin section's heading and purpose; its manager arrives with the admin issue. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t(`menu.${section}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`pages.${section}`)}</Typography.Paragraph>
    </>
  );
}
