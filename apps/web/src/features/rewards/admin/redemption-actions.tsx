import type { AdminRedemption } from '@academy/contracts/rewards.admin';
import type { RedemptionAction } from '@academy/contracts/rewards.rules';
import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAdminWrite } from '../../../lib/admin-api';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';

/** Shipping asks for a tracking number and rejecting for a note before the action is taken. */
const needsInput = (action: RedemptionAction): action is 'ship' | 'reject' =>
  action === 'ship' || action === 'reject';

/**
 * One redemption's next step: approve and complete at once, ship and reject after the dialog
 * has their tracking number or note.
 */
export function useRedemptionActions() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite();
  const [asking, setAsking] = useState<{
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
          setAsking(null);
          setInput('');
          void message.success(t(`redemptions.done.${action}`));
        },
        onError: (error) => void message.error(describeError(error, t, t('form.failed'))),
      },
    );
  }
  const take = (record: AdminRedemption, action: RedemptionAction) =>
    needsInput(action) ? setAsking({ record, action }) : act(record, action);

  const label =
    asking?.action === 'ship' ? t('redemptions.trackingLabel') : t('redemptions.noteLabel');
  const dialog = (
    <Modal
      open={asking !== null}
      title={asking ? t(`redemptions.${asking.action}Title`) : ''}
      okButtonProps={{ disabled: input.trim() === '' }}
      confirmLoading={write.isPending}
      onCancel={() => setAsking(null)}
      onOk={() =>
        asking &&
        act(
          asking.record,
          asking.action,
          asking.action === 'ship' ? { tracking_number: input.trim() } : { note: input.trim() },
        )
      }
    >
      <Input
        aria-label={label}
        placeholder={label}
        value={input}
        maxLength={asking?.action === 'ship' ? 100 : 500}
        onChange={(event) => setInput(event.target.value)}
      />
    </Modal>
  );
  return { take, dialog };
}
