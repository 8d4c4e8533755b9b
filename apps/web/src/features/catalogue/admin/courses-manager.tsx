import type { AdminCourse } from '@academy/contracts/catalogue.admin';
import { difficultyLevels } from '@academy/contracts/catalogue.rules';
import { Tag } from 'antd';
import { dateColumn } from '../../../components/admin/date-column';
import type { FieldSpec } from '../../../components/admin/form-fields';
import { localizedColumn } from '../../../components/admin/localized-column';
import { useTeacherOptions } from '../../../components/admin/pickers';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** The course form: texts in both languages, level, status, teacher, points, price and cover. */
function useCourseFields(): FieldSpec[] {
  const { t } = useTranslation('admin');
  const teacherOptions = useTeacherOptions();
  return [
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
}

/** The courses table: title, teacher, level, status, figures and the day it was made. */
function useCourseColumns(): ResourceConfig<AdminCourse>['columns'] {
  const { t, locale } = useTranslation('admin');
  return [
    localizedColumn('title', t('fields.title'), locale, { isSortable: true }),
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
    dateColumn('createdAt', t('fields.created'), locale, { sortKey: 'created_at', hasTime: false }),
  ];
}

export function CoursesManager() {
  const config: ResourceConfig<AdminCourse> = {
    path: '/api/admin/courses',
    titleKey: 'menu.courses',
    fields: useCourseFields(),
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
    columns: useCourseColumns(),
  };
  return <ResourceManager config={config} />;
}
