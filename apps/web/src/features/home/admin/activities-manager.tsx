import type { AdminActivity } from '@academy/contracts/home.admin';
import { localizedColumn } from '../../../components/admin/localized-column';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { yesNoColumn } from '../../../components/admin/yes-no-column';
import { useTranslation } from '../../../lib/i18n';

export function ActivitiesManager() {
  const { t, locale } = useTranslation('admin');
  const config: ResourceConfig<AdminActivity> = {
    path: '/api/admin/home-activities',
    titleKey: 'menu.activities',
    fields: [
      { name: 'title', label: 'fields.title', kind: 'text', isRequired: true, isBilingual: true },
      { name: 'desc', label: 'fields.description', kind: 'textarea', isBilingual: true },
      { name: 'tag', label: 'fields.tag', kind: 'text', isBilingual: true },
      { name: 'position', label: 'fields.position', kind: 'number' },
      { name: 'is_active', label: 'fields.active', kind: 'switch' },
      { name: 'image_url', label: 'fields.image', kind: 'image', isRequired: true },
    ],
    defaults: { position: 0, is_active: true },
    columns: [
      { key: 'position', dataIndex: 'position', title: t('fields.position') },
      localizedColumn('title', t('fields.title'), locale),
      yesNoColumn('is_active', t('fields.active'), t),
    ],
  };
  return <ResourceManager config={config} />;
}
