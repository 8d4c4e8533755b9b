import type { AdminTeacher } from '@academy/contracts/teachers.admin';
import { dateColumn } from '../../../components/admin/date-column';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { yesNoColumn } from '../../../components/admin/yes-no-column';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { TeacherAccountPicker } from './teacher-account-picker';

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
      {
        name: 'user_id',
        label: 'fields.teacherAccount',
        kind: 'custom',
        control: <TeacherAccountPicker />,
      },
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
      yesNoColumn('is_assistant', t('fields.assistant'), t),
      { key: 'courses', dataIndex: 'courses', title: t('fields.courses'), sorter: true },
      { key: 'students', dataIndex: 'students', title: t('fields.students') },
      dateColumn('joinedDate', t('fields.joined'), locale, {
        sortKey: 'joined_date',
        hasTime: false,
      }),
    ],
  };
  return <ResourceManager config={config} />;
}
