import type { UploadKind } from '@academy/contracts/admin-overview';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UploadCancelled, useUpload } from '../../lib/admin-api';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';

const accepted: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm',
  audio: 'audio/mpeg,audio/mp4,audio/ogg',
  pdf: 'application/pdf',
  captions: '.vtt,text/vtt',
};

type Transfer =
  | { state: 'idle' }
  | { state: 'sending'; percent: number }
  | { state: 'failed'; message: string; file: File }
  | { state: 'cancelled' };

/** One file's transfer: its progress, a cancel, and why it failed, with the file to try again. */
function useTransfer(kind: UploadKind, onDone: (url: string) => void) {
  const { t } = useTranslation('admin');
  const [transfer, setTransfer] = useState<Transfer>({ state: 'idle' });
  const uploadFile = useUpload();
  const controller = useRef<AbortController | null>(null);
  // Leaving the form mid-transfer stops it.
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File) {
    controller.current = new AbortController();
    setTransfer({ state: 'sending', percent: 0 });
    try {
      const url = await uploadFile(file, kind, {
        signal: controller.current.signal,
        onProgress: (percent) => setTransfer({ state: 'sending', percent }),
      });
      setTransfer({ state: 'idle' });
      onDone(url);
    } catch (failure) {
      setTransfer(
        failure instanceof UploadCancelled
          ? { state: 'cancelled' }
          : { state: 'failed', message: describeError(failure, t, t('upload.failed')), file },
      );
    } finally {
      controller.current = null;
    }
  }

  const cancel = () => controller.current?.abort();
  return { transfer, send, cancel };
}

/**
 * Uploads a file of a kind and keeps its URL in the form field it is bound to. While the bytes
 * leave it shows how many have (a long video takes minutes) and offers to cancel; a failed
 * transfer — a dropped connection included — says why and can be tried again with the same
 * file. The server keeps nothing of a transfer that did not finish.
 */
export function UploadInput({
  value,
  onChange,
  kind,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  kind: UploadKind;
}) {
  const { t } = useTranslation('admin');
  const { transfer, send, cancel } = useTransfer(kind, (url) => onChange?.(url));
  const isSending = transfer.state === 'sending';
  return (
    <div className="flex flex-col gap-2">
      {value && kind === 'image' && (
        <img
          src={value}
          alt=""
          width={160}
          height={90}
          className="h-24 w-40 rounded object-cover"
        />
      )}
      {value && kind !== 'image' && <code className="text-xs">{value}</code>}
      <div className="flex flex-wrap items-center gap-2">
        <Upload
          accept={accepted[kind]}
          showUploadList={false}
          disabled={isSending}
          customRequest={({ file }) => void send(file as File)}
        >
          <Button disabled={isSending}>{value ? t('upload.replace') : t('upload.choose')}</Button>
        </Upload>
        {isSending && <Button onClick={cancel}>{t('upload.cancel')}</Button>}
        {transfer.state === 'failed' && (
          <Button onClick={() => void send(transfer.file)}>{t('upload.retry')}</Button>
        )}
      </div>
      {isSending && (
        <Progress
          percent={transfer.percent}
          size="small"
          aria-label={t('upload.progress', { percent: transfer.percent })}
        />
      )}
      {transfer.state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {transfer.message}
        </span>
      )}
      {transfer.state === 'cancelled' && (
        <span role="status" className="text-sm text-slate-600">
          {t('upload.cancelled')}
        </span>
      )}
    </div>
  );
}
