import type { BulkResult } from '@academy/contracts/admin-bulk';
import type { RedemptionBulk as RedemptionBulkBody } from '@academy/contracts/rewards.admin';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { type BulkAction, BulkBar } from '../../../components/admin/bulk-bar';
import { BulkSummary } from '../../../components/admin/bulk-summary';
import { useAdminWrite } from '../../../lib/admin-api';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { ShipListModal } from './ship-list-modal';

const actions: BulkAction[] = [
  { key: 'approve', label: 'redemptions.approve' },
  { key: 'ship', label: 'redemptions.ship' },
  { key: 'reject', label: 'redemptions.reject', isDanger: true },
];

/**
 * Bulk fulfilment: approve the selected redemptions, ship them (or any list the courier sent)
 * with tracking numbers, or reject them with one note; then what happened to each.
 */
export function RedemptionBulk({
  selectedIds,
  onFinished,
}: {
  selectedIds: readonly number[];
  onFinished: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite<BulkResult>();
  const [shipText, setShipText] = useState<string | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);

  function run(body: RedemptionBulkBody) {
    write.mutate(
      { method: 'POST', path: '/api/admin/redemptions/bulk', body },
      {
        onSuccess: (summary) => {
          setShipText(null);
          setIsRejecting(false);
          setNote('');
          setResult(summary);
          onFinished();
        },
        onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
      },
    );
  }

  const items = () => selectedIds.map((id) => ({ id }));
  function handleAction(key: string) {
    if (key === 'approve') run({ action: 'approve', items: items() });
    if (key === 'ship') setShipText(selectedIds.map((id) => `${id},`).join('\n'));
    if (key === 'reject') setIsRejecting(true);
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button onClick={() => setShipText('')}>{t('bulk.shipFromList')}</Button>
      </div>
      <BulkBar
        count={selectedIds.length}
        actions={actions}
        isBusy={write.isPending}
        onAction={handleAction}
        onClear={onFinished}
      />
      <ShipListModal
        initialText={shipText}
        isBusy={write.isPending}
        onCancel={() => setShipText(null)}
        onShip={(lines) => run({ action: 'ship', items: lines })}
      />
      <Modal
        open={isRejecting}
        title={t('bulk.rejectTitle', { count: selectedIds.length })}
        okButtonProps={{ danger: true, disabled: note.trim() === '' }}
        okText={t('redemptions.reject')}
        confirmLoading={write.isPending}
        onCancel={() => setIsRejecting(false)}
        onOk={() => run({ action: 'reject', note: note.trim(), items: items() })}
      >
        <Input.TextArea
          aria-label={t('redemptions.noteLabel')}
          placeholder={t('redemptions.noteLabel')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
      <BulkSummary result={result} onClose={() => setResult(null)} />
    </>
  );
}
