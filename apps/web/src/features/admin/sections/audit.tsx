import type { AuditEntry } from '@academy/contracts/admin-overview';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useAdminPage } from '../api/admin-api';
import { auditSentence } from '../wording/audit-wording';

/** Every admin write: who did what (in the reader's language), when, before → after. */
export function AuditSection() {
  const { t, locale } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const entries = useAdminPage<AuditEntry>('/api/admin/audit', { page, page_size: 20 });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.audit')}
      </Typography.Title>
      <Table<AuditEntry>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.list ?? []}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: 20,
          total: entries.data?.count ?? 0,
          onChange: setPage,
        }}
        expandable={{
          expandedRowRender: (entry) => (
            <div className="grid gap-4 md:grid-cols-2">
              <pre className="overflow-auto rounded bg-slate-50 p-2 text-xs">
                {JSON.stringify(entry.before, null, 2)}
              </pre>
              <pre className="overflow-auto rounded bg-slate-50 p-2 text-xs">
                {JSON.stringify(entry.after, null, 2)}
              </pre>
            </div>
          ),
        }}
        columns={[
          {
            key: 'when',
            dataIndex: 'createdAt',
            title: t('audit.when'),
            render: (value: string) => formatDateTime(value, locale),
          },
          { key: 'who', dataIndex: 'actor_email', title: t('audit.who') },
          {
            key: 'action',
            title: t('audit.action'),
            render: (_, entry) => auditSentence(entry, t),
          },
        ]}
      />
    </>
  );
}
