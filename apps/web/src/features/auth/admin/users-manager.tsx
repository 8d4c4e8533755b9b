import type { AdminUser } from '@academy/contracts/auth.admin';
import { App, Button, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { dateColumn } from '../../../components/admin/date-column';
import { type ResourceConfig, ResourceManager } from '../../../components/admin/resource-manager';
import { useAdminWrite } from '../../../lib/admin-api';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { usePasswordRule } from '../../../lib/password-rule';

/** Sets an account's password; the server's rule speaks under the input as it is typed. */
function ResetPasswordButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const { t: fieldText } = useTranslation('fields');
  const { message } = App.useApp();
  const write = useAdminWrite();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { problem, isSettled } = usePasswordRule(password, { email: user.email });
  return (
    <>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {t('users.resetPassword')}
      </Button>
      <Modal
        open={isOpen}
        title={t('users.resetTitle', { email: user.email })}
        okButtonProps={{ disabled: password.length < 8 || !isSettled || !!problem }}
        confirmLoading={write.isPending}
        onCancel={() => setIsOpen(false)}
        onOk={() =>
          write.mutate(
            { method: 'POST', path: `/api/admin/users/${user.id}/password`, body: { password } },
            {
              onSuccess: () => {
                setIsOpen(false);
                setPassword('');
                void message.success(t('users.resetDone'));
              },
              onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
            },
          )
        }
      >
        <Input.Password
          aria-label={t('fields.password')}
          aria-describedby={problem && `password-problem-${user.id}`}
          aria-invalid={!!problem}
          status={problem && 'error'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
        />
        {problem && (
          <p
            id={`password-problem-${user.id}`}
            className="mt-2 text-sm text-red-700"
            aria-live="polite"
          >
            {fieldText(problem)}
          </p>
        )}
      </Modal>
    </>
  );
}

export function UsersManager() {
  const { t, locale } = useTranslation('admin');
  const roles = ['admin', 'teacher', 'student'].map((role) => ({
    value: role,
    label: t(`roles.${role}`),
  }));
  const config: ResourceConfig<AdminUser> = {
    path: '/api/admin/users',
    titleKey: 'menu.users',
    deleteLabelKey: 'users.disable',
    deleteConfirmKey: 'users.confirmDisable',
    fields: [
      { name: 'name', label: 'fields.name', kind: 'text', isRequired: true },
      { name: 'email', label: 'fields.email', kind: 'email', isRequired: true },
      { name: 'role', label: 'fields.role', kind: 'select', isRequired: true, options: roles },
      {
        name: 'status',
        label: 'fields.status',
        kind: 'select',
        options: ['active', 'disabled'].map((status) => ({
          value: status,
          label: t(`accountStatus.${status}`),
        })),
      },
      {
        name: 'password',
        label: 'fields.password',
        kind: 'password',
        isRequired: true,
        isCreateOnly: true,
      },
    ],
    defaults: { role: 'student', status: 'active' },
    toBody: ({ status, ...values }) => (values.password ? values : { ...values, status }),
    columns: [
      { key: 'name', dataIndex: 'name', title: t('fields.name'), sorter: true },
      { key: 'email', dataIndex: 'email', title: t('fields.email'), sorter: true },
      {
        key: 'role',
        dataIndex: 'role',
        title: t('fields.role'),
        sorter: true,
        render: (role: string) => <Tag>{t(`roles.${role}`)}</Tag>,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        render: (status: string) => (
          <Tag color={status === 'active' ? 'green' : 'red'}>{t(`accountStatus.${status}`)}</Tag>
        ),
      },
      { key: 'points', dataIndex: 'available_points', title: t('fields.points') },
      dateColumn('createdAt', t('fields.created'), locale, {
        sortKey: 'created_at',
        hasTime: false,
      }),
    ],
    rowActions: (user) => <ResetPasswordButton user={user} />,
    exportPath: '/api/admin/users/export',
    bulk: {
      path: '/api/admin/users/bulk',
      actions: [
        { key: 'enable', label: 'bulk.enable' },
        { key: 'disable', label: 'users.disable', isDanger: true },
      ],
    },
  };
  return <ResourceManager config={config} />;
}
