import {
  BULK_LIMIT,
  readTrackingList,
  type TrackingLine,
} from '@academy/contracts/admin-bulk.rules';
import { Input, Modal, Typography } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * Ship with tracking numbers: a pasted list or a CSV file (`redemption id, tracking number` per
 * line), read here and checked line by line before anything is sent.
 */
export function ShipListModal({
  initialText,
  isBusy,
  onCancel,
  onShip,
}: {
  /** The list to start from (the selected ids, each awaiting its number); null when closed. */
  initialText: string | null;
  isBusy: boolean;
  onCancel: () => void;
  onShip: (items: TrackingLine[]) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (shownFor !== initialText) {
    setShownFor(initialText);
    setText(initialText ?? '');
  }
  const list = readTrackingList(text);
  const isTooLong = list.items.length > BULK_LIMIT;
  const canShip = list.items.length > 0 && list.problems.length === 0 && !isTooLong;
  // A list ships whole or not at all: while any line is wrong, none of the good ones will ship.
  const shipCount = canShip ? list.items.length : 0;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  return (
    <Modal
      open={initialText !== null}
      title={t('bulk.shipTitle')}
      okText={t('bulk.shipRun', { count: shipCount })}
      okButtonProps={{ disabled: !canShip }}
      confirmLoading={isBusy}
      onCancel={onCancel}
      onOk={() => onShip(list.items)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bulk.shipHelp')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('bulk.shipList')}
        value={text}
        rows={8}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="mt-3 flex flex-col gap-1 text-sm">
        {t('bulk.shipFile')}
        <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={handleFile} />
      </label>
      <p className="mt-3 text-sm" aria-live="polite">
        {t('bulk.shipReady', { count: shipCount })}
      </p>
      {(list.problems.length > 0 || isTooLong) && (
        <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-700">
          {isTooLong && <li>{t('bulk.tooMany', { max: BULK_LIMIT })}</li>}
          {list.problems.map(({ line, problem }) => (
            <li key={line}>
              {t('bulk.problem', { line, problem: t(`bulk.problems.${problem}`) })}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
