import { Form, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { LessonEditor } from './lesson-editor';

type View = 'write' | 'preview';

const languages = [
  { field: 'html', suffix: ' (EN)', isRequired: true },
  { field: 'html_zh', suffix: '（中文）', isRequired: false },
] as const;

/** The article as the lesson page shows it; an empty one says what the learner gets instead. */
function Preview({ html }: { html: string }) {
  const { t } = useTranslation('admin');
  if (html === '')
    return <Typography.Text type="secondary">{t('editor.emptyPreview')}</Typography.Text>;
  return <SafeHtml html={html} className="lesson-article max-w-none" />;
}

/**
 * An article lesson's text, English and Chinese side by side, written in the rich-text editor
 * or previewed as the learner will see it (sanitized and styled as the lesson page does).
 */
export function ArticleFields() {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const [view, setView] = useState<View>('write');
  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Typography.Text type="secondary">{t('content.htmlNote')}</Typography.Text>
        <Segmented<View>
          aria-label={t('editor.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'write', label: t('editor.write') },
            { value: 'preview', label: t('editor.preview') },
          ]}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map(({ field, suffix, isRequired }) => {
          const label = `${t('content.article')}${suffix}`;
          const name = ['content_data', field];
          return (
            <div key={field}>
              {/* Kept mounted in preview: the form still validates and saves its value. */}
              <Form.Item
                name={name}
                label={label}
                hidden={view === 'preview'}
                rules={isRequired ? [{ required: true, message: t('form.required') }] : []}
              >
                <LessonEditor label={label} />
              </Form.Item>
              {view === 'preview' && (
                <section aria-label={t('editor.previewOf', { editor: label })}>
                  <Typography.Text strong>{label}</Typography.Text>
                  <div className="mt-2 rounded-lg border border-slate-200 p-4">
                    <Preview html={(form.getFieldValue(name) as string | undefined) ?? ''} />
                  </div>
                </section>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
