import type { AdminBanner } from '@academy/contracts/home.admin';
import { localizedColumn } from '../../../components/admin/localized-column';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { yesNoColumn } from '../../../components/admin/yes-no-column';
import { useTranslation } from '../../../lib/i18n';

export function BannersManager() {
  const { t, locale } = useTranslation('admin');
  const config: ResourceConfig<AdminBanner> = {
    path: '/api/admin/banners',
    titleKey: 'menu.banners',
    fields: [
      { name: 'name', label: 'fields.title', kind: 'text', isRequired: true, isBilingual: true },
      { name: 'desc', label: 'fields.description', kind: 'textarea', isBilingual: true },
      { name: 'tag', label: 'fields.tag', kind: 'text', isBilingual: true },
      { name: 'link', label: 'fields.link', kind: 'text' },
      { name: 'position', label: 'fields.position', kind: 'number' },
      { name: 'is_active', label: 'fields.active', kind: 'switch' },
      { name: 'image', label: 'fields.image', kind: 'image', isRequired: true },
    ],
    defaults: { position: 0, is_active: true, link: '' },
    columns: [
      { key: 'position', dataIndex: 'position', title: t('fields.position') },
      localizedColumn('name', t('fields.title'), locale),
      { key: 'link', dataIndex: 'link', title: t('fields.link') },
      yesNoColumn('is_active', t('fields.active'), t),
    ],
  };
  return <ResourceManager config={config} />;
}
