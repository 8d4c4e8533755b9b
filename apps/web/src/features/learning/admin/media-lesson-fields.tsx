import { arePassagesInOrder, MAX_MEDIA_SECONDS } from '@academy/contracts/media.rules';
import { Button, Form, Input, InputNumber, Typography } from 'antd';
import { useId } from 'react';
import { UploadInput } from '../../../components/admin/upload-input';
import { useTranslation } from '../../../lib/i18n';

interface PassageForm {
  start?: number | null;
  end?: number | null;
  text?: string;
  text_zh?: string;
}

const passagesPath = ['content_data', 'passages'];

/** One timed passage: start and end in seconds, the text in both languages, its delete button. */
function PassageRow({
  row,
  number,
  onRemove,
}: {
  row: number;
  number: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const required = { required: true, message: t('form.required') };
  const seconds = <InputNumber min={0} max={MAX_MEDIA_SECONDS} step={0.1} className="!w-full" />;
  return (
    <fieldset
      aria-label={t('content.passage', { number })}
      className="grid grid-cols-2 gap-x-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[7rem_7rem_1fr_1fr_auto]"
    >
      <Form.Item name={[row, 'start']} label={t('content.start')} rules={[required]}>
        {seconds}
      </Form.Item>
      <Form.Item name={[row, 'end']} label={t('content.end')} rules={[required]}>
        {seconds}
      </Form.Item>
      <Form.Item
        name={[row, 'text']}
        label="EN"
        className="col-span-2 sm:col-span-1"
        rules={[{ ...required, whitespace: true }]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name={[row, 'text_zh']} label="中文" className="col-span-2 sm:col-span-1">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Button
        danger
        className="col-span-2 sm:col-span-1 sm:mt-7"
        aria-label={t('content.removePassage', { number })}
        onClick={onRemove}
      >
        {t('form.delete')}
      </Button>
    </fieldset>
  );
}

/** The timed transcript: passages with their start and end (seconds) and text in both languages. */
function PassagesEditor() {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const passages = (Form.useWatch(passagesPath, form) ?? []) as PassageForm[];
  return (
    <Form.List
      name={passagesPath}
      rules={[
        {
          validator: async (_, value: PassageForm[] | undefined) => {
            const spans = (value ?? []).map((passage) => ({
              start: passage?.start ?? 0,
              end: passage?.end ?? 0,
            }));
            if (!arePassagesInOrder(spans)) throw new Error(t('content.passagesOrder'));
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <div className="mb-6 space-y-3">
          <Typography.Text strong>{t('content.passages')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('content.passagesNote')}</Typography.Paragraph>
          {rows.map((row, index) => (
            <PassageRow
              key={row.key}
              row={row.name}
              number={index + 1}
              onRemove={() => remove(row.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            onClick={() =>
              // A new passage starts where the last one ends, as speech does.
              add({ start: passages.at(-1)?.end ?? 0, text: '' })
            }
          >
            {t('content.addPassage')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** An uploaded captions file for one language, which can be removed again. */
function CaptionsUpload({ name, label }: { name: 'captions' | 'captions_zh'; label: string }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const path = ['content_data', name];
  const value = Form.useWatch(path, form) as string | undefined;
  const labelId = useId();
  return (
    // Named by its heading, not a legend: the admin's form styles restyle every legend.
    <fieldset aria-labelledby={labelId} className="mb-6 space-y-2">
      <Typography.Text strong id={labelId}>
        {label}
      </Typography.Text>
      <div className="flex flex-wrap items-start gap-2">
        <Form.Item name={path} noStyle>
          <UploadInput kind="captions" />
        </Form.Item>
        {value && (
          <Button onClick={() => form.setFieldValue(path, undefined)}>
            {t('content.removeFile')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The transcript of a video or audio lesson: plain text and/or timed passages (the viewer
 * follows them and builds the captions from them), and for a video an uploaded `.vtt` per
 * language that replaces the built captions.
 */
export function MediaLessonFields({ type }: { type: 'video' | 'audio' }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Form.Item
          name={['content_data', 'transcript']}
          label={`${t('content.transcript')} (EN)`}
          dependencies={[passagesPath]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                const passages = getFieldValue(passagesPath) as unknown[] | undefined;
                if ((typeof value === 'string' && value.trim()) || passages?.length) return;
                throw new Error(t('content.transcriptOrPassages'));
              },
            }),
          ]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item
          name={['content_data', 'transcript_zh']}
          label={`${t('content.transcript')}（中文）`}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
      </div>
      <PassagesEditor />
      {type === 'video' && (
        <>
          <Typography.Paragraph type="secondary">{t('content.captionsNote')}</Typography.Paragraph>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <CaptionsUpload name="captions" label={`${t('content.captionsFile')} (EN)`} />
            <CaptionsUpload name="captions_zh" label={`${t('content.captionsFile')}（中文）`} />
          </div>
        </>
      )}
    </>
  );
}
