import type { AdminRedemption, RewardStats } from '@academy/contracts/rewards.admin';
import {
  actionsFor,
  type RedemptionAction,
  type RedemptionStatus,
  redemptionStatuses,
} from '@academy/contracts/rewards.rules';
import { App, Button, Card, Input, Modal, Select, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/admin/export-button';
import { useTableUrlState } from '../../../components/admin/use-table-url-state';
import { useAdminData, useAdminPage, useAdminWrite } from '../../../lib/admin-api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { RedemptionBulk } from './redemption-bulk';

const colors: Record<RedemptionStatus, string> = {
  pending: 'gold',
  approved: 'blue',
  shipped: 'cyan',
  completed: 'green',
  rejected: 'red',
};
/** Shipping asks for a tracking number and rejecting for a note before the action is taken. */
const needsInput = (action: RedemptionAction): action is 'ship' | 'reject' =>
  action === 'ship' || action === 'reject';

/** Fulfilment: approve, ship with a tracking number, complete, or reject with a note (refunded). */
export function RedemptionsSection() {
  const { t, locale } = useTranslation('admin');
  const { message } = App.useApp();
  const table = useTableUrlState({ filters: ['status'] });
  const { params, update: setParams } = table;
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const page = useAdminPage<AdminRedemption>('/api/admin/redemptions', params);
  const stats = useAdminData<RewardStats>('/api/admin/rewards/stats');
  const write = useAdminWrite();
  const [dialog, setDialog] = useState<{
    record: AdminRedemption;
    action: 'ship' | 'reject';
  } | null>(null);
  const [input, setInput] = useState('');

  function act(
    record: AdminRedemption,
    action: RedemptionAction,
    body: Record<string, string> = {},
  ) {
    write.mutate(
      { method: 'POST', path: `/api/admin/redemptions/${record.id}/${action}`, body },
      {
        onSuccess: () => {
          setDialog(null);
          setInput('');
          void message.success(t(`redemptions.done.${action}`));
        },
        onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
      },
    );
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.redemptions')}
      </Typography.Title>
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
      <div className="mb-4 flex flex-wrap gap-2">
        <Select
          aria-label={t('fields.status')}
          value={(params.status as string | undefined) ?? ''}
          style={{ width: 200 }}
          onChange={(status) => setParams({ status: status || undefined })}
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
          onSearch={(search) => setParams({ search: search || undefined })}
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
        expandable={{
          expandedRowRender: (record) => (
            <div className="text-sm">
              <p>{[record.recipient_name, record.recipient_phone].join(' · ')}</p>
              <p>
                {[
                  record.shipping_province,
                  record.shipping_city,
                  record.shipping_address,
                  record.shipping_postal_code,
                ]
                  .filter(Boolean)
                  .join(' ')}
              </p>
              {record.additional_notes && <p>{record.additional_notes}</p>}
              {record.tracking_number && (
                <p>{t('redemptions.tracking', { number: record.tracking_number })}</p>
              )}
              {record.admin_note && <p>{t('redemptions.note', { note: record.admin_note })}</p>}
            </div>
          ),
        }}
        columns={[
          { key: 'id', dataIndex: 'id', title: '#' },
          {
            key: 'created_at',
            dataIndex: 'createdAt',
            title: t('fields.created'),
            sorter: true,
            sortOrder: table.sortOrder('created_at'),
            render: (value: string) => formatDateTime(value, locale),
          },
          { key: 'user', dataIndex: 'user_email', title: t('fields.email') },
          {
            key: 'reward',
            title: t('fields.reward'),
            render: (_, redemption) => localized(redemption, 'reward_title', locale),
          },
          { key: 'points', dataIndex: 'points_spent', title: t('fields.points') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('fields.status'),
            sorter: true,
            sortOrder: table.sortOrder('status'),
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
                    onClick={() =>
                      needsInput(action) ? setDialog({ record, action }) : act(record, action)
                    }
                  >
                    {t(`redemptions.${action}`)}
                  </Button>
                ))}
              </div>
            ),
          },
        ]}
      />
      <Modal
        open={dialog !== null}
        title={dialog ? t(`redemptions.${dialog.action}Title`) : ''}
        okButtonProps={{ disabled: input.trim() === '' }}
        confirmLoading={write.isPending}
        onCancel={() => setDialog(null)}
        onOk={() =>
          dialog &&
          act(
            dialog.record,
            dialog.action,
            dialog.action === 'ship' ? { tracking_number: input.trim() } : { note: input.trim() },
          )
        }
      >
        <Input
          aria-label={
            dialog?.action === 'ship' ? t('redemptions.trackingLabel') : t('redemptions.noteLabel')
          }
          placeholder={
            dialog?.action === 'ship' ? t('redemptions.trackingLabel') : t('redemptions.noteLabel')
          }
          value={input}
          maxLength={dialog?.action === 'ship' ? 100 : 500}
          onChange={(event) => setInput(event.target.value)}
        />
      </Modal>
    </>
  );
}
