import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

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
