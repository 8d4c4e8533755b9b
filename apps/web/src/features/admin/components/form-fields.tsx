import type { UploadKind } from '@academy/contracts/admin-overview';
import {
  Button,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Select,
  Switch,
  Tag,
  Upload,
} from 'antd';
import { useState } from 'react';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { uploadFile } from '../api/admin-api';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'image' | 'password' | 'email';
  isRequired?: boolean;
  /** Rendered as English and Chinese inputs side by side (`name` and `name_zh`). */
  isBilingual?: boolean;
  options?: { value: string | number | null; label: string }[];
  min?: number;
  max?: number;
  /** Only shown when creating (e.g. the initial password). */
  isCreateOnly?: boolean;
}

/** Uploads a file of a kind and keeps its URL in the form field it is bound to. */
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
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const accept = {
    image: 'image/jpeg,image/png,image/webp',
    video: 'video/mp4,video/webm',
    audio: 'audio/mpeg,audio/mp4,audio/ogg',
    pdf: 'application/pdf',
    captions: '.vtt,text/vtt',
  }[kind];
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
      <Upload
        accept={accept}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setError(null);
          setIsUploading(true);
          try {
            onChange?.(await uploadFile(file as File, kind));
          } catch (failure) {
            setError(describeError(failure, t, t('upload.failed')));
          } finally {
            setIsUploading(false);
          }
        }}
      >
        <Button loading={isUploading}>{value ? t('upload.replace') : t('upload.choose')}</Button>
      </Upload>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

function control(field: FieldSpec) {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} />;
    case 'number':
      return <InputNumber min={field.min ?? 0} max={field.max} className="!w-full" />;
    case 'switch':
      return <Switch />;
    case 'select':
      return (
        <Select
          showSearch
          optionFilterProp="label"
          options={field.options?.map((option) => ({ ...option, value: option.value ?? '' }))}
        />
      );
    case 'image':
      return <UploadInput kind="image" />;
    case 'password':
      return <Input.Password autoComplete="new-password" />;
    default:
      return <Input />;
  }
}

/** The form items of a resource; bilingual fields get an English and a Chinese input. */
export function ResourceFormFields({
  fields,
  isCreating,
}: {
  fields: FieldSpec[];
  isCreating: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {fields
        .filter((field) => isCreating || !field.isCreateOnly)
        .map((field) => {
          const rules = [
            ...(field.isRequired ? [{ required: true, message: t('form.required') }] : []),
            ...(field.kind === 'email'
              ? [{ type: 'email' as const, message: t('form.email') }]
              : []),
          ];
          const valueProp = field.kind === 'switch' ? { valuePropName: 'checked' } : {};
          if (!field.isBilingual) {
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={t(field.label)}
                rules={rules}
                {...valueProp}
              >
                {control(field)}
              </Form.Item>
            );
          }
          return (
            <div key={field.name} className="grid gap-x-4 sm:grid-cols-2">
              <Form.Item name={field.name} label={`${t(field.label)} (EN)`} rules={rules}>
                {control(field)}
              </Form.Item>
              <Form.Item name={`${field.name}_zh`} label={`${t(field.label)}（中文）`}>
                {control(field)}
              </Form.Item>
            </div>
          );
        })}
    </>
  );
}

/** Tags saying which language a record is missing, so translations are never forgotten. */
export function TranslationMarkers({
  record,
  fields,
}: {
  record: Record<string, unknown>;
  fields: FieldSpec[];
}) {
  const { t } = useTranslation('admin');
  const bilingual = fields.filter((field) => field.isBilingual);
  const has = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isMissingZh = bilingual.some(
    (field) => has(record[field.name]) && !has(record[`${field.name}_zh`]),
  );
  const isMissingEn = bilingual.some(
    (field) => !has(record[field.name]) && has(record[`${field.name}_zh`]),
  );
  return (
    <>
      {isMissingZh && <Tag color="orange">{t('form.missingZh')}</Tag>}
      {isMissingEn && <Tag color="orange">{t('form.missingEn')}</Tag>}
    </>
  );
}

/**
 * The form's values when every field is valid, else undefined: antd rejects with the field
 * errors (already shown beside each field), which must not become an unhandled page error.
 */
export async function validValues<Values = Record<string, unknown>>(
  form: FormInstance,
): Promise<Values | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}
