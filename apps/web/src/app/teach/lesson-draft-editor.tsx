import { href } from '@academy/contracts/app-routes';
import type { LessonDraftInput, TeachingLesson } from '@academy/contracts/teaching';
import { Alert, Button, Form, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  LessonFields,
  type LessonForm,
  lessonBody,
  lessonFormValues,
} from '../../features/learning/admin/lesson-fields';
import {
  isRefused,
  useDiscardDraft,
  usePublishDraft,
  useSaveDraft,
  useTeachingLesson,
} from '../../features/teaching/api/teaching';
import { UploadContext, uploaderTo } from '../../lib/admin-api';
import { describeError } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

/** A teacher's files go to the workspace's uploads, checked as the admin's are. */
const teacherUpload = uploaderTo('/api/teach/uploads');

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/** Where the lesson stands: as published, or a draft learners do not see yet (stale or not). */
function DraftStatus({ lesson }: { lesson: TeachingLesson }) {
  const { t, locale } = useTranslation('teaching');
  const { draft } = lesson;
  if (!draft) return <Alert type="info" showIcon message={t('editor.published')} />;
  if (draft.is_stale) return <Alert type="warning" showIcon message={t('editor.stale')} />;
  const when = formatDateTime(draft.saved_at, locale);
  return <Alert type="success" showIcon message={t('editor.draftSaved', { when })} />;
}

/** The lesson's form, started from the draft when there is one; saving keeps it as the draft. */
function DraftForm({ lesson, onOutcome }: { lesson: TeachingLesson; onOutcome(o: Outcome): void }) {
  const { t } = useTranslation('teaching');
  const [form] = Form.useForm<LessonForm>();
  const save = useSaveDraft(lesson.content_id);
  const publish = usePublishDraft(lesson.content_id);
  const discard = useDiscardDraft(lesson.content_id);
  const isBusy = save.isPending || publish.isPending || discard.isPending;
  const run = (action: () => Promise<unknown>, done: string) => async () => {
    onOutcome(null);
    try {
      await action();
      onOutcome({ kind: 'done', text: done });
    } catch (failure) {
      onOutcome({ kind: 'failed', text: describeError(failure, t, t('loadFailed')) });
    }
  };
  // The whole store, not only the mounted fields: an editor still loading (the article's) keeps
  // the lesson's value instead of dropping it from the draft.
  const handleSave = () => {
    const values = form.getFieldsValue(true) as LessonForm;
    return run(() => save.mutateAsync(lessonBody(values) as LessonDraftInput), t('editor.saved'))();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={lessonFormValues(lesson.draft ?? lesson.published)}
      onFinish={handleSave}
      className="space-y-4"
    >
      <DraftStatus lesson={lesson} />
      <LessonFields hasPoints={false} />
      <div className="flex flex-wrap gap-2">
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={isBusy}>
          {t('editor.save')}
        </Button>
        <Button
          onClick={run(() => publish.mutateAsync(), t('editor.publishedNow'))}
          loading={publish.isPending}
          disabled={isBusy || !lesson.draft || lesson.draft.is_stale}
        >
          {t('editor.publish')}
        </Button>
        <Popconfirm
          title={t('editor.discardConfirm')}
          onConfirm={run(() => discard.mutateAsync(), t('editor.discarded'))}
          disabled={isBusy || !lesson.draft}
        >
          <Button danger disabled={isBusy || !lesson.draft}>
            {t('editor.discard')}
          </Button>
        </Popconfirm>
      </div>
    </Form>
  );
}

/**
 * A teacher's editor for one lesson of their course: the admin's lesson editors (rich text, quiz,
 * media and transcript), saved as a draft that learners never see until it is published. A
 * lesson outside the teacher's courses is refused by the server and said so.
 */
export function LessonDraftEditor({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('teaching');
  const lesson = useTeachingLesson(lessonId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (lesson.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (lesson.isError) {
    const message = isRefused(lesson.error) ? t('lessonRefused') : t('loadFailed');
    return <Alert type="error" showIcon message={message} />;
  }
  const { data } = lesson;
  // A new form after each save, publish or discard, started from what the server now holds; a
  // refetch (the window regaining focus) keeps the form and whatever is being typed.
  const version = data.draft?.saved_at ?? 'published';
  return (
    <div className="space-y-4">
      <Link
        to={href('teach', undefined, { course: data.course_id })}
        className="inline-block text-sm font-semibold text-teal-700 hover:underline"
      >
        ← {t('backToCourse', { course: data.course_title })}
      </Link>
      <UploadContext.Provider value={teacherUpload}>
        <DraftForm key={version} lesson={data} onOutcome={setOutcome} />
      </UploadContext.Provider>
      {outcome && (
        <p
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={
            outcome.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-emerald-800'
          }
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}
