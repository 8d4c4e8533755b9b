import type { AdminUser } from '@academy/contracts/auth.admin';
import type { PointsEntry } from '@academy/contracts/points';
import type { AdminLedger, PointsAdjusted } from '@academy/contracts/points.admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { dateColumn } from '../../../components/admin/date-column';
import { ExportButton } from '../../../components/admin/export-button';
import {
  type TableUrlState,
  useTableUrlState,
} from '../../../components/admin/use-table-url-state';
import { useAdminPage, useAdminWrite } from '../../../lib/admin-api';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** Finds a learner by name or email; the chosen one stays an option after a reload. */
function LearnerPicker({
  chosen,
  onChoose,
}: {
  chosen: AdminUser | undefined;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const users = useAdminPage<AdminUser>('/api/admin/users', {
    page: 1,
    page_size: 20,
    search: search || undefined,
  });
  // After a reload the chosen learner may not be among the search's first page.
  const options = [
    ...(users.data?.list ?? []).filter((user) => user.id !== chosen?.id),
    ...(chosen ? [chosen] : []),
  ].map((user) => ({ value: user.id, label: `${user.name} · ${user.email}` }));
  return (
    <Select
      showSearch
      aria-label={t('points.user')}
      placeholder={t('points.user')}
      filterOption={false}
      onSearch={setSearch}
      value={chosen?.id}
      onChange={onChoose}
      style={{ width: 360, maxWidth: '100%' }}
      options={options}
    />
  );
}

/** A learner's ledger, a page at a time. */
function LedgerTable({
  ledger,
  table,
  isFetching,
}: {
  ledger: AdminLedger;
  table: TableUrlState;
  isFetching: boolean;
}) {
  const { t, locale } = useTranslation('admin');
  return (
    <Table<PointsEntry>
      rowKey="point_id"
      loading={isFetching}
      dataSource={ledger.list}
      scroll={{ x: true }}
      {...table.tableProps(ledger.count)}
      columns={[
        dateColumn('created_at', t('fields.created'), locale),
        {
          key: 'description',
          title: t('fields.description'),
          render: (_, entry) => localized(entry, 'description', locale),
        },
        {
          key: 'points',
          dataIndex: 'points',
          title: t('fields.points'),
          render: (points: number) => (points > 0 ? `+${points}` : points),
        },
      ]}
    />
  );
}

/** Adds or takes points with a reason; the ledger refuses a balance below zero. */
function AdjustCard({ user, onAdjusted }: { user: AdminUser; onAdjusted: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite<PointsAdjusted>();
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const adjust = (values: { delta: number; reason: string }) =>
    write.mutate(
      { method: 'POST', path: '/api/admin/points/adjust', body: { user_id: user.id, ...values } },
      {
        onSuccess: (result) => {
          form.resetFields();
          onAdjusted();
          void message.success(t('points.adjusted', { balance: result.available_points }));
        },
        onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
      },
    );
  return (
    <Card title={t('points.adjustTitle', { balance: user.available_points })}>
      <Form form={form} layout="vertical" onFinish={adjust}>
        <Form.Item
          name="delta"
          label={t('points.delta')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <InputNumber className="!w-full" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('points.reason')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={write.isPending}>
          {t('points.adjust')}
        </Button>
      </Form>
    </Card>
  );
}

/** Look up a learner's ledger and adjust their points with a reason (never below zero). */
export function PointsSection() {
  const { t } = useTranslation('admin');
  // The learner and the ledger's page live in the URL, as every admin table's state does.
  const table = useTableUrlState({ pageSize: 20, filters: ['user'] });
  const userId = Number(table.params.user) || null;
  const { page, page_size } = table.params;
  const ledger = useQuery({
    queryKey: ['admin', 'ledger', userId, page, page_size],
    queryFn: () =>
      apiRequest<AdminLedger>('/api/admin/points/ledger', {
        query: { user_id: userId ?? 0, page, page_size },
      }),
    enabled: userId !== null,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.points')}
      </Typography.Title>
      <LearnerPicker
        chosen={ledger.data?.user}
        onChoose={(id) => table.update({ user: String(id) })}
      />
      {userId !== null && (
        <span className="ml-2">
          <ExportButton path="/api/admin/points/ledger/export" query={{ user_id: userId }} />
        </span>
      )}
      {ledger.data && (
        <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <LedgerTable ledger={ledger.data} table={table} isFetching={ledger.isFetching} />
          <AdjustCard user={ledger.data.user} onAdjusted={() => void ledger.refetch()} />
        </div>
      )}
    </>
  );
}
