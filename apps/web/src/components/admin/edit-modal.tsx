import { App, Form, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAdminWrite } from '../../lib/admin-api';
import { useTranslation } from '../../lib/i18n';

/**
 * The state of an add-or-edit dialog: the record open in it ('new' for one not made yet), its
 * form, and the save (POST to `path` for a new record, PUT to `path/id` for an old one) that
 * closes it, or keeps it open with the refusal `describeFailure` words.
 */
export function useEditDialog<T extends { id: number }>(path: string) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const write = useAdminWrite();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  function open(record: T | 'new', values: Record<string, unknown>) {
    setError(null);
    form.resetFields();
    form.setFieldsValue(values);
    setEditing(record);
  }

  function save(body: Record<string, unknown>, describeFailure: (failure: Error) => string) {
    if (!editing) return;
    const isNew = editing === 'new';
    write.mutate(
      { method: isNew ? 'POST' : 'PUT', path: isNew ? path : `${path}/${editing.id}`, body },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('form.saved'));
        },
        onError: (failure) => setError(describeFailure(failure)),
      },
    );
  }

  const modalProps = { editing, isSaving: write.isPending, onClose: () => setEditing(null), error };
  return { form, open, save, modalProps };
}

/**
 * The admin's add-or-edit dialog: titled for what it does, saved or cancelled, with the server's
 * refusal under the form. Closed while `editing` is null; its form is dropped on close.
 */
export function EditModal({
  editing,
  isSaving,
  onSave,
  onClose,
  width,
  error,
  children,
}: {
  editing: 'new' | object | null;
  isSaving: boolean;
  onSave: () => void;
  onClose: () => void;
  width: number;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={editing !== null}
      title={t(editing === 'new' ? 'form.addTitle' : 'form.editTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={isSaving}
      onOk={onSave}
      onCancel={onClose}
      width={width}
      destroyOnHidden
    >
      {children}
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
