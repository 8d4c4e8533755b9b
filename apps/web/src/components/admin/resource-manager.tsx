import type { BulkResult } from '@academy/contracts/admin-bulk';
import { App, Button, Form, Input, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useAdminPage, useAdminWrite } from '../../lib/admin-api';
import { ApiError } from '../../lib/api-client';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';
import { type BulkAction, BulkBar } from './bulk-bar';
import { BulkSummary } from './bulk-summary';
import { EditModal } from './edit-modal';
import { ExportButton } from './export-button';
import { type FieldSpec, ResourceFormFields, TranslationMarkers, validValues } from './form-fields';
import { useTableUrlState } from './use-table-url-state';

type Row = { id: number } & Record<string, unknown>;

export interface ResourceConfig<T extends Row> {
  /** e.g. /api/admin/courses */
  path: string;
  titleKey: string;
  columns: ColumnsType<T>;
  fields: FieldSpec[];
  /** Values of a new record. */
  defaults: Record<string, unknown>;
  /** The form's values for an existing record (default: the record itself). */
  toForm?: (record: T) => Record<string, unknown>;
  /** The body to send (default: the form's values). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Extra actions on each row (e.g. reset password). */
  rowActions?: (record: T) => ReactNode;
  deleteLabelKey?: string;
  /** The question before deleting (default: "Delete this item? This cannot be undone."). */
  deleteConfirmKey?: string;
  /** The table's CSV export (it takes the table's search and sort). */
  exportPath?: string;
  /** Actions on the selected rows (`POST path` with `{ action, items }`); danger ones ask first. */
  bulk?: { path: string; actions: BulkAction[] };
}

/** A searchable, sortable, paginated table with add / edit / delete (with confirm) modals. */
export function ResourceManager<T extends Row>({ config }: { config: ResourceConfig<T> }) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const table = useTableUrlState();
  const { params } = table;
  const query = useAdminPage<T>(config.path, params);
  const write = useAdminWrite();
  const bulkWrite = useAdminWrite<BulkResult>();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const rows = query.data?.list ?? [];

  function open(record: T | 'new') {
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(record === 'new' ? config.defaults : (config.toForm?.(record) ?? record));
    setEditing(record);
  }

  async function handleSave() {
    const values = await validValues(form);
    if (!values) return;
    const body = config.toBody ? config.toBody(values) : values;
    const isNew = editing === 'new';
    write.mutate(
      {
        method: isNew ? 'POST' : 'PUT',
        path: isNew || !editing ? config.path : `${config.path}/${editing.id}`,
        body,
      },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('form.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            form.setFields(
              Object.entries(error.fields).map(([name, errors]) => ({ name, errors: [errors] })),
            );
          }
          setFormError(describeError(error, t, t('form.failed')));
        },
      },
    );
  }

  function handleDelete(record: T) {
    write.mutate(
      { method: 'DELETE', path: `${config.path}/${record.id}` },
      {
        onSuccess: () => void message.success(t('form.deleted')),
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.code === 'CONFLICT'
              ? t('form.inUse')
              : describeError(error, t, t('form.failed')),
          ),
      },
    );
  }

  function runBulk(action: BulkAction) {
    const bulk = config.bulk;
    if (!bulk) return;
    const send = () =>
      bulkWrite.mutate(
        {
          method: 'POST',
          path: bulk.path,
          body: { action: action.key, items: selectedIds.map((id) => ({ id })) },
        },
        {
          onSuccess: (result) => {
            setSelectedIds([]);
            setBulkResult(result);
          },
          onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
        },
      );
    if (!action.isDanger) return send();
    modal.confirm({
      title: t('bulk.confirm', { action: t(action.label), count: selectedIds.length }),
      okText: t('form.yes'),
      cancelText: t('form.no'),
      okButtonProps: { danger: true },
      onOk: send,
    });
  }

  const columns: ColumnsType<T> = [
    ...config.columns.map((column) =>
      'sorter' in column && column.sorter && column.key !== undefined
        ? { ...column, sortOrder: table.sortOrder(String(column.key)) }
        : column,
    ),
    {
      key: 'translations',
      title: t('form.translations'),
      render: (_, record) => <TranslationMarkers record={record} fields={config.fields} />,
    },
    {
      key: 'actions',
      title: t('form.actions'),
      render: (_, record) => (
        <div className="flex flex-wrap gap-2">
          <Button size="small" onClick={() => open(record)}>
            {t('form.edit')}
          </Button>
          {config.rowActions?.(record)}
          <Popconfirm
            title={t(config.deleteConfirmKey ?? 'form.confirmDelete')}
            okText={t('form.yes')}
            cancelText={t('form.no')}
            onConfirm={() => handleDelete(record)}
          >
            <Button size="small" danger>
              {t(config.deleteLabelKey ?? 'form.delete')}
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {t(config.titleKey)}
        </Typography.Title>
        <div className="flex flex-wrap gap-2">
          <Input.Search
            key={params.search ?? ''}
            allowClear
            placeholder={t('form.search')}
            aria-label={t('form.search')}
            defaultValue={params.search}
            onSearch={(search) => table.update({ search: search || undefined })}
            style={{ width: 240 }}
          />
          {config.exportPath && (
            <ExportButton
              path={config.exportPath}
              query={{ search: params.search, sort: params.sort, order: params.order }}
            />
          )}
          <Button type="primary" onClick={() => open('new')}>
            {t('form.add')}
          </Button>
        </div>
      </div>
      {query.isError && (
        <Typography.Paragraph type="danger" role="alert">
          {t('form.loadFailed')}{' '}
          <Button onClick={() => void query.refetch()}>{t('form.retry')}</Button>
        </Typography.Paragraph>
      )}
      {config.bulk && (
        <BulkBar
          count={selectedIds.length}
          actions={config.bulk.actions}
          isBusy={bulkWrite.isPending}
          onAction={(key) => {
            const action = config.bulk?.actions.find((candidate) => candidate.key === key);
            if (action) runBulk(action);
          }}
          onClear={() => setSelectedIds([])}
        />
      )}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        scroll={{ x: true }}
        {...table.tableProps(query.data?.count ?? 0, { showSizeChanger: true })}
        {...(config.bulk && {
          rowSelection: {
            selectedRowKeys: selectedIds,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelectedIds(keys.map(Number)),
          },
        })}
      />
      <EditModal
        editing={editing}
        isSaving={write.isPending}
        onSave={() => void handleSave()}
        onClose={() => setEditing(null)}
        width={760}
        error={formError}
      >
        <Form form={form} layout="vertical" requiredMark>
          <ResourceFormFields fields={config.fields} isCreating={editing === 'new'} />
        </Form>
      </EditModal>
      <BulkSummary result={bulkResult} onClose={() => setBulkResult(null)} />
    </>
  );
}
