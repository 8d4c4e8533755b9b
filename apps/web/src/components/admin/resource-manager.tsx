import type { BulkResult } from '@academy/contracts/admin-bulk';
import { App, Button, Form, Input, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, type ReactNode, useState } from 'react';
import { useAdminPage, useAdminWrite } from '../../lib/admin-api';
import { ApiError } from '../../lib/api-client';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';
import { type BulkAction, BulkBar } from './bulk-bar';
import { BulkSummary } from './bulk-summary';
import { EditModal, useEditDialog } from './edit-modal';
import { ExportButton } from './export-button';
import { type FieldSpec, ResourceFormFields, TranslationMarkers, validValues } from './form-fields';
import { type TableUrlState, useTableUrlState } from './use-table-url-state';

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

/** The add and edit dialog of a resource: opens on a row or a new one, saves it, shows why not. */
function useResourceDialog<T extends Row>(config: ResourceConfig<T>) {
  const { t } = useTranslation('admin');
  const { form, open, save, modalProps } = useEditDialog<T>(config.path);

  async function handleSave() {
    const values = await validValues(form);
    if (!values) return;
    save(config.toBody ? config.toBody(values) : values, (error) => {
      if (error instanceof ApiError) {
        form.setFields(
          Object.entries(error.fields).map(([name, errors]) => ({ name, errors: [errors] })),
        );
      }
      return describeError(error, t, t('form.failed'));
    });
  }

  const dialog = (
    <EditModal {...modalProps} onSave={() => void handleSave()} width={760}>
      <Form form={form} layout="vertical" requiredMark>
        <ResourceFormFields fields={config.fields} isCreating={modalProps.editing === 'new'} />
      </Form>
    </EditModal>
  );
  return {
    open: (record: T | 'new') =>
      open(record, record === 'new' ? config.defaults : (config.toForm?.(record) ?? record)),
    dialog,
  };
}

/** Deletes a row after its confirmation; a row still in use is refused and says so. */
function useResourceDelete(path: string) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite();
  return (id: number) =>
    write.mutate(
      { method: 'DELETE', path: `${path}/${id}` },
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

/** The selected rows and the bulk actions on them; a dangerous action asks first. */
function useResourceBulk(bulk: ResourceConfig<Row>['bulk']) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const write = useAdminWrite<BulkResult>();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [result, setResult] = useState<BulkResult | null>(null);

  function run(key: string) {
    const action = bulk?.actions.find((candidate) => candidate.key === key);
    if (!bulk || !action) return;
    const send = () =>
      write.mutate(
        {
          method: 'POST',
          path: bulk.path,
          body: { action: action.key, items: selectedIds.map((id) => ({ id })) },
        },
        {
          onSuccess: (answer) => {
            setSelectedIds([]);
            setResult(answer);
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

  const bar = bulk && (
    <BulkBar
      count={selectedIds.length}
      actions={bulk.actions}
      isBusy={write.isPending}
      onAction={run}
      onClear={() => setSelectedIds([])}
    />
  );
  const rowSelection = bulk && {
    selectedRowKeys: selectedIds,
    preserveSelectedRowKeys: true,
    onChange: (keys: Key[]) => setSelectedIds(keys.map(Number)),
  };
  const summary = <BulkSummary result={result} onClose={() => setResult(null)} />;
  return { bar, rowSelection, summary };
}

/** The configured columns (sorted as the URL says), then translations and the row's actions. */
function useResourceColumns<T extends Row>(
  config: ResourceConfig<T>,
  sortOrder: TableUrlState['sortOrder'],
  { edit, remove }: { edit: (record: T) => void; remove: (id: number) => void },
): ColumnsType<T> {
  const { t } = useTranslation('admin');
  return [
    ...config.columns.map((column) =>
      'sorter' in column && column.sorter && column.key !== undefined
        ? { ...column, sortOrder: sortOrder(String(column.key)) }
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
          <Button size="small" onClick={() => edit(record)}>
            {t('form.edit')}
          </Button>
          {config.rowActions?.(record)}
          <Popconfirm
            title={t(config.deleteConfirmKey ?? 'form.confirmDelete')}
            okText={t('form.yes')}
            cancelText={t('form.no')}
            onConfirm={() => remove(record.id)}
          >
            <Button size="small" danger>
              {t(config.deleteLabelKey ?? 'form.delete')}
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];
}

/** The title, the search, the export and the add button above the table. */
function ResourceHeader({
  titleKey,
  exportPath,
  table,
  onAdd,
}: {
  titleKey: string;
  exportPath: string | undefined;
  table: TableUrlState;
  onAdd: () => void;
}) {
  const { t } = useTranslation('admin');
  const { params } = table;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        {t(titleKey)}
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
        {exportPath && (
          <ExportButton
            path={exportPath}
            query={{ search: params.search, sort: params.sort, order: params.order }}
          />
        )}
        <Button type="primary" onClick={onAdd}>
          {t('form.add')}
        </Button>
      </div>
    </div>
  );
}

/** A searchable, sortable, paginated table with add / edit / delete (with confirm) modals. */
export function ResourceManager<T extends Row>({ config }: { config: ResourceConfig<T> }) {
  const { t } = useTranslation('admin');
  const table = useTableUrlState();
  const query = useAdminPage<T>(config.path, table.params);
  const dialog = useResourceDialog(config);
  const remove = useResourceDelete(config.path);
  const bulk = useResourceBulk(config.bulk);
  const columns = useResourceColumns(config, table.sortOrder, { edit: dialog.open, remove });
  return (
    <>
      <ResourceHeader
        titleKey={config.titleKey}
        exportPath={config.exportPath}
        table={table}
        onAdd={() => dialog.open('new')}
      />
      {query.isError && (
        <Typography.Paragraph type="danger" role="alert">
          {t('form.loadFailed')}{' '}
          <Button onClick={() => void query.refetch()}>{t('form.retry')}</Button>
        </Typography.Paragraph>
      )}
      {bulk.bar}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: true }}
        {...table.tableProps(query.data?.count ?? 0, { showSizeChanger: true })}
        {...(bulk.rowSelection && { rowSelection: bulk.rowSelection })}
      />
      {dialog.dialog}
      {bulk.summary}
    </>
  );
}
