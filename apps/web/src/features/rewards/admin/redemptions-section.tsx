import type { AdminRedemption, RewardStats } from '@academy/contracts/rewards.admin';
import {
  actionsFor,
  type RedemptionAction,
  type RedemptionStatus,
  redemptionStatuses,
} from '@academy/contracts/rewards.rules';
import type { TableColumnsType } from 'antd';
import { Button, Card, Input, Select, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { dateColumn } from '../../../components/admin/date-column';
import { ExportButton } from '../../../components/admin/export-button';
import { localizedColumn } from '../../../components/admin/localized-column';
import {
  type TableUrlState,
  useTableUrlState,
} from '../../../components/admin/use-table-url-state';
import { useAdminData, useAdminPage } from '../../../lib/admin-api';
import { useTranslation } from '../../../lib/i18n';
import { useRedemptionActions } from './redemption-actions';
import { RedemptionBulk } from './redemption-bulk';

const colors: Record<RedemptionStatus, string> = {
  pending: 'gold',
  approved: 'blue',
  shipped: 'cyan',
  completed: 'green',
  rejected: 'red',
};
/** The figures above the table: pending, shipped, points redeemed and rewards low in stock. */
function RewardStatsCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminData<RewardStats>('/api/admin/rewards/stats');
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {(['pending', 'shipped', 'points_redeemed', 'low_stock'] as const).map((key) => (
        <Card key={key}>
          <Statistic
            title={t(`rewardStats.${key}`)}
            value={stats.data?.[key] ?? 0}
            loading={stats.isPending}
          />
        </Card>
      ))}
    </div>
  );
}

/** The status filter, the search and the export of what they show. */
function RedemptionFilters({ table }: { table: TableUrlState }) {
  const { t } = useTranslation('admin');
  const { params, update } = table;
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <Select
        aria-label={t('fields.status')}
        value={(params.status as string | undefined) ?? ''}
        style={{ width: 200 }}
        onChange={(status) => update({ status: status || undefined })}
        options={[
          { value: '', label: t('redemptions.all') },
          ...redemptionStatuses.map((status) => ({
            value: status,
            label: t(`redemptionStatus.${status}`),
          })),
        ]}
      />
      <Input.Search
        key={params.search ?? ''}
        allowClear
        aria-label={t('form.search')}
        placeholder={t('form.search')}
        defaultValue={params.search}
        style={{ width: 240 }}
        onSearch={(search) => update({ search: search || undefined })}
      />
      <ExportButton
        path="/api/admin/redemptions/export"
        query={{
          status: params.status,
          search: params.search,
          sort: params.sort,
          order: params.order,
        }}
      />
    </div>
  );
}

/** Where a redemption goes and what was noted on it, under its row. */
function RedemptionDetails({ record }: { record: AdminRedemption }) {
  const { t } = useTranslation('admin');
  const address = [
    record.shipping_province,
    record.shipping_city,
    record.shipping_address,
    record.shipping_postal_code,
  ];
  return (
    <div className="text-sm">
      <p>{[record.recipient_name, record.recipient_phone].join(' · ')}</p>
      <p>{address.filter(Boolean).join(' ')}</p>
      {record.additional_notes && <p>{record.additional_notes}</p>}
      {record.tracking_number && (
        <p>{t('redemptions.tracking', { number: record.tracking_number })}</p>
      )}
      {record.admin_note && <p>{t('redemptions.note', { note: record.admin_note })}</p>}
    </div>
  );
}

function useRedemptionColumns(
  sortOrder: TableUrlState['sortOrder'],
  take: (record: AdminRedemption, action: RedemptionAction) => void,
): TableColumnsType<AdminRedemption> {
  const { t, locale } = useTranslation('admin');
  return [
    { key: 'id', dataIndex: 'id', title: '#' },
    {
      ...dateColumn('createdAt', t('fields.created'), locale, { sortKey: 'created_at' }),
      sortOrder: sortOrder('created_at'),
    },
    { key: 'user', dataIndex: 'user_email', title: t('fields.email') },
    localizedColumn('reward_title', t('fields.reward'), locale),
    { key: 'points', dataIndex: 'points_spent', title: t('fields.points') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fields.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (status: RedemptionStatus) => (
        <Tag color={colors[status]}>{t(`redemptionStatus.${status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('form.actions'),
      render: (_, record) => (
        <div className="flex flex-wrap gap-2">
          {actionsFor(record.status).map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'reject' ? 'default' : 'primary'}
              danger={action === 'reject'}
              onClick={() => take(record, action)}
            >
              {t(`redemptions.${action}`)}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

/** Fulfilment: approve, ship with a tracking number, complete, or reject with a note (refunded). */
export function RedemptionsSection() {
  const { t } = useTranslation('admin');
  const table = useTableUrlState({ filters: ['status'] });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const page = useAdminPage<AdminRedemption>('/api/admin/redemptions', table.params);
  const actions = useRedemptionActions();
  const columns = useRedemptionColumns(table.sortOrder, actions.take);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.redemptions')}
      </Typography.Title>
      <RewardStatsCards />
      <RedemptionFilters table={table} />
      <RedemptionBulk selectedIds={selectedIds} onFinished={() => setSelectedIds([])} />
      <Table<AdminRedemption>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        scroll={{ x: true }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
        }}
        {...table.tableProps(page.data?.count ?? 0)}
        expandable={{ expandedRowRender: (record) => <RedemptionDetails record={record} /> }}
        columns={columns}
      />
      {actions.dialog}
    </>
  );
}
