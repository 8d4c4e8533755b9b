import {
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Select,
  Switch,
  Tag,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { loadPasswordRules } from '../../lib/password-rule';
import { UploadInput } from './upload-input';

export interface FieldSpec {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'switch'
    | 'select'
    | 'image'
    | 'password'
    | 'email'
    | 'custom';
  /** A `custom` field's own control (a picker that asks the server as the admin types). */
  control?: ReactNode;
  isRequired?: boolean;
  /** Rendered as English and Chinese inputs side by side (`name` and `name_zh`). */
  isBilingual?: boolean;
  options?: { value: string | number | null; label: string }[];
  min?: number;
  max?: number;
  /** Only shown when creating (e.g. the initial password). */
  isCreateOnly?: boolean;
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
    case 'custom':
      return field.control;
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
  const { t: fieldText } = useTranslation('fields');
  // A new password meets the server's rule, judged with the email typed beside it; when the rule
  // cannot load, the server's answer marks the field instead.
  const passwordRule: FormRule = ({ getFieldValue }) => ({
    async validator(_rule, value: unknown) {
      if (typeof value !== 'string' || value === '') return;
      const rules = await loadPasswordRules().catch(() => undefined);
      const email = getFieldValue('email');
      const problem = rules?.passwordProblem(value, {
        email: typeof email === 'string' ? email : '',
      });
      if (problem) throw new Error(fieldText(problem));
    },
  });
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
            ...(field.kind === 'password' ? [passwordRule] : []),
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
