import type { OutboxEntry, OutboxMessage } from '@academy/contracts/mail';
import { Alert, Table, Typography } from 'antd';
import { dateColumn } from '../../../components/admin/date-column';
import { useTableUrlState } from '../../../components/admin/use-table-url-state';
import { useAdminData, useAdminPage } from '../../../lib/admin-api';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 20;

/** One kept mail, as its recipient would read it (the plain-text part: no mail HTML runs here). */
function MessageText({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const message = useAdminData<OutboxMessage>(`/api/admin/outbox/${encodeURIComponent(id)}`);
  if (message.isError) return <Alert type="error" title={t('outbox.loadFailed')} />;
  return (
    <pre className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm">
      {message.data?.text ?? t('outbox.loading')}
    </pre>
  );
}

/**
 * The outbox: every mail the academy sends, with where it stands, from every instance. A
 * one-machine install without an SMTP server keeps its mail here, so an admin can pass a link
 * on (decision 0017).
 */
export function OutboxSection() {
  const { t, locale } = useTranslation('admin');
  const table = useTableUrlState({ pageSize: PAGE_SIZE });
  const entries = useAdminPage<OutboxEntry>('/api/admin/outbox', {
    page: table.params.page,
    page_size: table.params.page_size,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.outbox')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
      <Table<OutboxEntry>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.list ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: t('outbox.empty') }}
        {...table.tableProps(entries.data?.count ?? 0)}
        expandable={{ expandedRowRender: (entry) => <MessageText id={entry.id} /> }}
        columns={[
          dateColumn('created_at', t('outbox.when'), locale),
          { key: 'to', dataIndex: 'to', title: t('outbox.to') },
          { key: 'subject', dataIndex: 'subject', title: t('outbox.subject') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('outbox.status'),
            render: (status: OutboxEntry['status']) => t(`outbox.statuses.${status}`),
          },
        ]}
      />
    </>
  );
}
