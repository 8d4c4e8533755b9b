import type { AuditEntry } from '@academy/contracts/audit.admin';
import { Select, Table, Typography } from 'antd';
import { dateColumn } from '../../../components/admin/date-column';
import { ExportButton } from '../../../components/admin/export-button';
import { useTableUrlState } from '../../../components/admin/use-table-url-state';
import { useAdminPage } from '../../../lib/admin-api';
import { useTranslation } from '../../../lib/i18n';
import { auditSentence } from './audit-wording';

/** What the audit log records writes of (the `entity` of `audited(…)`). */
const entities = [
  'course',
  'teacher',
  'user',
  'content',
  'lesson_draft',
  'reward',
  'redemption',
  'points',
  'banner',
  'activity',
  'settings',
] as const;

/** Every admin write: who did what (in the reader's language), when, before → after. */
export function AuditSection() {
  const { t, locale } = useTranslation('admin');
  const table = useTableUrlState({ pageSize: 20, filters: ['entity'] });
  const { params } = table;
  const entries = useAdminPage<AuditEntry>('/api/admin/audit', {
    page: params.page,
    page_size: params.page_size,
    entity: params.entity,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.audit')}
      </Typography.Title>
      <div className="mb-4 flex flex-wrap gap-2">
        <Select
          aria-label={t('audit.entity')}
          value={params.entity ?? ''}
          style={{ width: 220 }}
          onChange={(entity) => table.update({ entity: entity || undefined })}
          options={[
            { value: '', label: t('audit.allEntities') },
            ...entities.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) })),
          ]}
        />
        <ExportButton path="/api/admin/audit/export" query={{ entity: params.entity }} />
      </div>
      <Table<AuditEntry>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.list ?? []}
        scroll={{ x: true }}
        {...table.tableProps(entries.data?.count ?? 0)}
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
          dateColumn('createdAt', t('audit.when'), locale),
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
