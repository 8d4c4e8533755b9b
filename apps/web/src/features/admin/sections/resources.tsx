import type {
  AdminActivity,
  AdminBanner,
  AdminCourse,
  AdminReward,
  AdminTeacher,
} from '@academy/contracts/admin';
import { difficultyLevels } from '@academy/contracts/catalogue.rules';
import {
  LOW_STOCK_THRESHOLD,
  type RewardCategory,
  rewardCategories,
  rewardCategoryIds,
  rewardCategoryKey,
} from '@academy/contracts/rewards.rules';
import { Tag } from 'antd';
import type { FieldSpec } from '../../../components/admin/form-fields';
import { useCourseOptions, useTeacherOptions } from '../../../components/admin/pickers';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

export function CoursesManager() {
  const { t, locale } = useTranslation('admin');
  const teacherOptions = useTeacherOptions();
  const fields: FieldSpec[] = [
    { name: 'title', label: 'fields.title', kind: 'text', isRequired: true, isBilingual: true },
    {
      name: 'short_description',
      label: 'fields.shortDescription',
      kind: 'text',
      isBilingual: true,
    },
    { name: 'description', label: 'fields.description', kind: 'textarea', isBilingual: true },
    {
      name: 'difficulty_level',
      label: 'fields.level',
      kind: 'select',
      isRequired: true,
      options: difficultyLevels.map((level) => ({
        value: level,
        label: t(`common:levels.${level}`),
      })),
    },
    {
      name: 'status',
      label: 'fields.status',
      kind: 'select',
      isRequired: true,
      options: ['active', 'draft', 'inactive'].map((status) => ({
        value: status,
        label: t(`status.${status}`),
      })),
    },
    {
      name: 'teacher_id',
      label: 'fields.teacher',
      kind: 'select',
      options: [{ value: null, label: t('fields.none') }, ...teacherOptions],
    },
    { name: 'points_required', label: 'fields.pointsRequired', kind: 'number' },
    { name: 'points_reward', label: 'fields.pointsReward', kind: 'number' },
    { name: 'price', label: 'fields.price', kind: 'number' },
    { name: 'is_featured', label: 'fields.featured', kind: 'switch' },
    { name: 'is_free', label: 'fields.free', kind: 'switch' },
    { name: 'thumbnail', label: 'fields.thumbnail', kind: 'image' },
  ];
  const config: ResourceConfig<AdminCourse> = {
    path: '/api/admin/courses',
    titleKey: 'menu.courses',
    fields,
    defaults: {
      status: 'active',
      difficulty_level: 'beginner',
      points_required: 0,
      points_reward: 0,
      price: 0,
      is_featured: false,
      is_free: false,
      teacher_id: null,
    },
    toBody: (values) => ({ ...values, teacher_id: values.teacher_id || null }),
    columns: [
      {
        key: 'title',
        dataIndex: 'title',
        title: t('fields.title'),
        sorter: true,
        render: (_, course) => localized(course, 'title', locale),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        sorter: true,
        render: (status: string) => (
          <Tag color={status === 'active' ? 'green' : 'default'}>{t(`status.${status}`)}</Tag>
        ),
      },
      {
        key: 'level',
        dataIndex: 'difficulty_level',
        title: t('fields.level'),
        render: (level: string) => t(`common:levels.${level}`),
      },
      {
        key: 'teacher',
        title: t('fields.teacher'),
        render: (_, course) =>
          course.teacher_name === null
            ? '—'
            : localized({ ...course, teacher_name: course.teacher_name }, 'teacher_name', locale),
      },
      {
        key: 'enrollments',
        dataIndex: 'enrollments',
        title: t('fields.enrollments'),
        sorter: true,
      },
      {
        key: 'rating',
        dataIndex: 'rating',
        title: t('fields.rating'),
        render: (rating: number | null) => rating ?? '—',
      },
      {
        key: 'created_at',
        dataIndex: 'createdAt',
        title: t('fields.created'),
        sorter: true,
        render: (value: string) => formatDate(value, locale),
      },
    ],
  };
  return <ResourceManager config={config} />;
}

export function TeachersManager() {
  const { t, locale } = useTranslation('admin');
  const config: ResourceConfig<AdminTeacher> = {
    path: '/api/admin/teachers',
    titleKey: 'menu.teachers',
    fields: [
      {
        name: 'full_name',
        label: 'fields.name',
        kind: 'text',
        isRequired: true,
        isBilingual: true,
      },
      { name: 'specialization', label: 'fields.specialization', kind: 'text', isBilingual: true },
      { name: 'bio', label: 'fields.bio', kind: 'textarea', isBilingual: true },
      { name: 'experience_years', label: 'fields.experience', kind: 'number', max: 80 },
      { name: 'is_assistant', label: 'fields.assistant', kind: 'switch' },
      { name: 'profile_image', label: 'fields.photo', kind: 'image' },
    ],
    defaults: { experience_years: 0, is_assistant: false },
    columns: [
      {
        key: 'name',
        dataIndex: 'full_name',
        title: t('fields.name'),
        sorter: true,
        render: (_, teacher) => localized(teacher, 'full_name', locale),
      },
      {
        key: 'email',
        dataIndex: 'email',
        title: t('fields.email'),
        render: (email: string | null) => email ?? '—',
      },
      {
        key: 'assistant',
        dataIndex: 'is_assistant',
        title: t('fields.assistant'),
        render: (value: boolean) => (value ? t('form.yes') : t('form.no')),
      },
      { key: 'courses', dataIndex: 'courses', title: t('fields.courses'), sorter: true },
      { key: 'students', dataIndex: 'students', title: t('fields.students') },
      {
        key: 'joined_date',
        dataIndex: 'joinedDate',
        title: t('fields.joined'),
        sorter: true,
        render: (value: string) => formatDate(value, locale),
      },
    ],
  };
  return <ResourceManager config={config} />;
}

export function RewardsManager() {
  const { t, locale } = useTranslation('admin');
  const courseOptions = useCourseOptions();
  const config: ResourceConfig<AdminReward> = {
    path: '/api/admin/rewards',
    titleKey: 'menu.rewards',
    fields: [
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
    ],
    defaults: {
      reward_category_id: rewardCategories.merchandise,
      status: 'active',
      available_stock: 10,
      points_required: 100,
      course_id: null,
    },
    toBody: (values) => ({ ...values, course_id: values.course_id || null }),
    columns: [
      {
        key: 'title',
        dataIndex: 'title',
        title: t('fields.title'),
        sorter: true,
        render: (_, reward) => localized(reward, 'title', locale),
      },
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
    ],
  };
  return <ResourceManager config={config} />;
}

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
      {
        key: 'name',
        dataIndex: 'name',
        title: t('fields.title'),
        render: (_, banner) => localized(banner, 'name', locale),
      },
      { key: 'link', dataIndex: 'link', title: t('fields.link') },
      {
        key: 'active',
        dataIndex: 'is_active',
        title: t('fields.active'),
        render: (value: boolean) => (value ? t('form.yes') : t('form.no')),
      },
    ],
  };
  return <ResourceManager config={config} />;
}

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
      {
        key: 'title',
        dataIndex: 'title',
        title: t('fields.title'),
        render: (_, activity) => localized(activity, 'title', locale),
      },
      {
        key: 'active',
        dataIndex: 'is_active',
        title: t('fields.active'),
        render: (value: boolean) => (value ? t('form.yes') : t('form.no')),
      },
    ],
  };
  return <ResourceManager config={config} />;
}
