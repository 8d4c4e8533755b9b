import type { AdminReward } from '@academy/contracts/rewards.admin';
import {
  LOW_STOCK_THRESHOLD,
  type RewardCategory,
  rewardCategories,
  rewardCategoryIds,
  rewardCategoryKey,
} from '@academy/contracts/rewards.rules';
import { Tag } from 'antd';
import type { FieldSpec } from '../../../components/admin/form-fields';
import { localizedColumn } from '../../../components/admin/localized-column';
import { useCourseOptions } from '../../../components/admin/pickers';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { useTranslation } from '../../../lib/i18n';

/** The reward form: texts in both languages, category, the course a course reward opens, price, stock. */
function useRewardFields(): FieldSpec[] {
  const { t } = useTranslation('admin');
  const courseOptions = useCourseOptions();
  return [
    { name: 'title', label: 'fields.title', kind: 'text', isRequired: true, isBilingual: true },
    { name: 'description', label: 'fields.description', kind: 'textarea', isBilingual: true },
    {
      name: 'reward_category_id',
      label: 'fields.category',
      kind: 'select',
      isRequired: true,
      options: rewardCategoryIds.map((category) => ({
        value: category,
        label: t(`rewards.${rewardCategoryKey(category)}`),
      })),
    },
    {
      name: 'course_id',
      label: 'fields.course',
      kind: 'select',
      options: [{ value: null, label: t('fields.none') }, ...courseOptions],
    },
    {
      name: 'points_required',
      label: 'fields.pointsRequired',
      kind: 'number',
      isRequired: true,
      min: 1,
    },
    { name: 'available_stock', label: 'fields.stock', kind: 'number', isRequired: true },
    {
      name: 'status',
      label: 'fields.status',
      kind: 'select',
      options: ['active', 'inactive'].map((status) => ({
        value: status,
        label: t(`status.${status}`),
      })),
    },
    { name: 'image_url', label: 'fields.image', kind: 'image' },
  ];
}

/** The rewards table: title, category, price, stock (low stock marked), redeemed and status. */
function useRewardColumns(): ResourceConfig<AdminReward>['columns'] {
  const { t, locale } = useTranslation('admin');
  return [
    localizedColumn('title', t('fields.title'), locale, { isSortable: true }),
    {
      key: 'category',
      dataIndex: 'reward_category_id',
      title: t('fields.category'),
      render: (category: RewardCategory) => t(`rewards.${rewardCategoryKey(category)}`),
    },
    {
      key: 'points_required',
      dataIndex: 'points_required',
      title: t('fields.pointsRequired'),
      sorter: true,
    },
    {
      key: 'available_stock',
      dataIndex: 'available_stock',
      title: t('fields.stock'),
      sorter: true,
      render: (stock: number) => (
        <Tag color={stock <= LOW_STOCK_THRESHOLD ? 'orange' : 'default'}>{stock}</Tag>
      ),
    },
    { key: 'redeemed', dataIndex: 'redeemed', title: t('fields.redeemed') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fields.status'),
      render: (status: string) => t(`status.${status}`),
    },
  ];
}

export function RewardsManager() {
  const config: ResourceConfig<AdminReward> = {
    path: '/api/admin/rewards',
    titleKey: 'menu.rewards',
    fields: useRewardFields(),
    defaults: {
      reward_category_id: rewardCategories.merchandise,
      status: 'active',
      available_stock: 10,
      points_required: 100,
      course_id: null,
    },
    toBody: (values) => ({ ...values, course_id: values.course_id || null }),
    columns: useRewardColumns(),
  };
  return <ResourceManager config={config} />;
}
