import type { AdminUser } from '@academy/contracts/auth.admin';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useAdminPage } from '../../../lib/admin-api';
import { useTranslation } from '../../../lib/i18n';

/**
 * Picks the teacher's account a profile is linked to, found by email or name as the admin types;
 * only accounts whose role is teacher are offered (the server refuses any other), and clearing
 * the choice unlinks the profile.
 */
export function TeacherAccountPicker({
  value,
  onChange,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const accounts = useAdminPage<AdminUser>('/api/admin/users', {
    page: 1,
    page_size: 20,
    search: search || undefined,
  });
  // The account linked now, named by the email the table row carries.
  const linkedEmail = Form.useWatch('email', { preserve: true }) as string | null | undefined;
  const options = (accounts.data?.list ?? [])
    .filter((account) => account.role === 'teacher')
    .map((account) => ({ value: account.id, label: `${account.name} · ${account.email}` }));
  if (value && linkedEmail && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: linkedEmail });
  }
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      value={value ?? null}
      placeholder={t('fields.teacherAccountHint')}
      onSearch={setSearch}
      onChange={(next) => onChange?.(next ?? null)}
      loading={accounts.isFetching}
      options={options}
    />
  );
}
