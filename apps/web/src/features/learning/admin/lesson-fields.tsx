import type { AdminContent } from '@academy/contracts/learning.admin';
import { hasTitleInOneLanguage } from '@academy/contracts/learning.rules';
import { type ContentTypeName, contentTypes } from '@academy/contracts/rules';
import { Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { Suspense } from 'react';
import { UploadInput } from '../../../components/admin/upload-input';
import { useTranslation } from '../../../lib/i18n';
import { lazyChunk } from '../../../lib/load-chunk';
import { MediaLessonFields } from './media-lesson-fields';
import { QuizEditor, type QuizForm, toQuizData } from './quiz-editor';

// The rich-text editor is the heaviest piece of the admin area: it loads with the first article.
const ArticleFields = lazyChunk(() =>
  import('./article-fields').then((module) => module.ArticleFields),
);

/** The lesson form's values (the content data is the quiz editor's for a quiz). */
export type LessonForm = Record<string, unknown> & { type: ContentTypeName; content_data: unknown };

interface StoredQuestion {
  type: string;
  options: { id: string; text: string; text_zh?: string }[];
}

/** What the lesson form starts from: a new lesson's defaults, or a stored lesson as the editors read it. */
export function lessonFormValues(
  lesson: Pick<AdminContent, 'content_data'> | 'new',
): Partial<LessonForm> {
  if (lesson === 'new') {
    return {
      type: 'text',
      duration: 10,
      points_reward: 10,
      content_data: { passing_score: 70, max_attempts: 3, questions: [] },
    };
  }
  const data = lesson.content_data as Record<string, unknown>;
  // A true-or-false question's two options are implied; the editor lists none.
  const questions = (data.questions as StoredQuestion[] | undefined)?.map((question) => ({
    ...question,
    options: question.type === 'true-false' ? [] : question.options,
  }));
  return { ...lesson, content_data: { ...data, ...(questions ? { questions } : {}) } };
}

/** The lesson form's values as the contents API takes them (a quiz in its stored shape). */
export function lessonBody(values: LessonForm) {
  const contentData =
    values.type === 'quiz' ? toQuizData(values.content_data as QuizForm) : values.content_data;
  return { ...values, content_data: contentData };
}

/** Titles and descriptions in both languages, the type, the length and (when asked) the points. */
function LessonBasics({ hasPoints }: { hasPoints: boolean }) {
  const { t } = useTranslation('admin');
  const { t: fieldText } = useTranslation('fields');
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Form.Item
        name="title"
        label={`${t('fields.title')} (EN)`}
        dependencies={['title_zh']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, title?: string) =>
              hasTitleInOneLanguage(title, getFieldValue('title_zh'))
                ? Promise.resolve()
                : Promise.reject(new Error(fieldText('titleInOneLanguage'))),
          }),
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="title_zh" label={`${t('fields.title')}（中文）`}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={`${t('fields.description')} (EN)`}>
        <Input />
      </Form.Item>
      <Form.Item name="description_zh" label={`${t('fields.description')}（中文）`}>
        <Input />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')} rules={[{ required: true }]}>
        <Select
          options={contentTypes.map((value) => ({ value, label: t(`content.types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="duration" label={t('fields.duration')}>
        <InputNumber min={0} className="!w-full" />
      </Form.Item>
      {hasPoints && (
        <Form.Item name="points_reward" label={t('fields.pointsReward')}>
          <InputNumber min={0} className="!w-full" />
        </Form.Item>
      )}
    </div>
  );
}

/** A video, audio or PDF lesson's file, with an optional Chinese edition. */
function LessonFile({ type }: { type: 'video' | 'audio' | 'pdf' }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item
        name={['content_data', 'url']}
        label={`${t('content.file')} (EN)`}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <UploadInput kind={type} />
      </Form.Item>
      <Form.Item
        name={['content_data', 'url_zh']}
        label={t('content.fileZh')}
        extra={t('content.fileZhHelp')}
      >
        <UploadInput kind={type} />
      </Form.Item>
    </>
  );
}

/**
 * Every field of one lesson, for an antd form the caller owns and saves: the admin writes the
 * lesson itself, a teacher's workspace may keep it as a draft. The rich-text, quiz, media and
 * transcript editors follow the chosen type; files go where the nearest `UploadContext` sends them.
 * A teacher's form leaves out the points, which stay the academy's to set.
 */
export function LessonFields({ hasPoints = true }: { hasPoints?: boolean }) {
  const type = Form.useWatch('type', Form.useFormInstance()) as ContentTypeName | undefined;
  return (
    <>
      <LessonBasics hasPoints={hasPoints} />
      {type === 'text' && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <ArticleFields />
        </Suspense>
      )}
      {(type === 'video' || type === 'audio' || type === 'pdf') && <LessonFile type={type} />}
      {(type === 'video' || type === 'audio') && <MediaLessonFields type={type} />}
      {type === 'quiz' && <QuizEditor />}
    </>
  );
}
