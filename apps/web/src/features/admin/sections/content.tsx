import type { AdminContent } from '@academy/contracts/admin';
import { hasTitleInOneLanguage } from '@academy/contracts/learning.rules';
import { type ContentTypeName, contentTypes } from '@academy/contracts/rules';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { formatDuration } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { lazyChunk } from '../../../lib/load-chunk';
import { localized } from '../../../lib/localized';
import { useAdminList, useAdminWrite } from '../api/admin-api';
import { EditModal } from '../components/edit-modal';
import { validValues } from '../components/form-fields';
import { MediaLessonFields } from '../components/media-lesson-fields';
import { QuizEditor, type QuizForm, toQuizData } from '../components/quiz-editor';
import { UploadInput } from '../components/upload-input';
import { useCourseOptions } from './resources';

// The rich-text editor is the heaviest piece of the admin area: it loads with the first article.
const ArticleFields = lazyChunk(() =>
  import('../components/article-fields').then((module) => module.ArticleFields),
);

/** The lesson form's values (the content data is the quiz editor's for a quiz). */
type ContentForm = Record<string, unknown> & { type: ContentTypeName; content_data: unknown };

/** The course named by the URL's `course` param, or null for none or one that is not an id. */
const courseIdOf = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Lessons of a course in order: add, edit, delete and move items up or down. The chosen course
 * lives in the URL, so a reload, back and forward or a shared link return to its lessons.
 */
export function ContentSection() {
  const { t, locale } = useTranslation('admin');
  const { t: fieldText } = useTranslation('fields');
  const { message } = App.useApp();
  const courseOptions = useCourseOptions();
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = courseIdOf(searchParams.get('course'));
  const contents = useAdminList<AdminContent>(
    '/api/admin/contents',
    { course_id: courseId ?? 0 },
    courseId !== null,
  );
  const write = useAdminWrite();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<AdminContent | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const type = Form.useWatch('type', form) as ContentTypeName | undefined;
  const items = contents.data?.list ?? [];

  function open(record: AdminContent | 'new') {
    setFormError(null);
    form.resetFields();
    if (record === 'new') {
      form.setFieldsValue({
        type: 'text',
        duration: 10,
        points_reward: 10,
        content_data: { passing_score: 70, max_attempts: 3, questions: [] },
      });
    } else {
      const data = record.content_data as Record<string, unknown>;
      const questions = (
        data.questions as
          | {
              question: string;
              question_zh?: string;
              type: string;
              options: { id: string; text: string; text_zh?: string }[];
              answer: string;
            }[]
          | undefined
      )?.map((question) => ({
        ...question,
        options: question.type === 'true-false' ? [] : question.options,
      }));
      form.setFieldsValue({
        ...record,
        content_data: { ...data, ...(questions ? { questions } : {}) },
      });
    }
    setEditing(record);
  }

  async function handleSave() {
    const values = await validValues<ContentForm>(form);
    if (!values) return;
    const contentData =
      values.type === 'quiz' ? toQuizData(values.content_data as QuizForm) : values.content_data;
    const body = { ...values, course_id: courseId, content_data: contentData };
    const isNew = editing === 'new';
    write.mutate(
      {
        method: isNew ? 'POST' : 'PUT',
        path: isNew || !editing ? '/api/admin/contents' : `/api/admin/contents/${editing.id}`,
        body,
      },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('form.saved'));
        },
        onError: (error) =>
          setFormError(
            error instanceof ApiError && error.code === 'VALIDATION_FAILED'
              ? `${t('content.invalid')} ${Object.keys(error.fields).join(', ')}`
              : describeError(error, t, t('form.failed')),
          ),
      },
    );
  }

  function move(index: number, step: -1 | 1) {
    const ids = items.map((item) => item.id);
    const target = index + step;
    const current = ids[index];
    const other = ids[target];
    if (current === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = current;
    write.mutate({
      method: 'POST',
      path: '/api/admin/contents/order',
      body: { course_id: courseId, ids },
    });
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.content')}
      </Typography.Title>
      <div className="mb-4 flex flex-wrap gap-2">
        <Select
          showSearch
          optionFilterProp="label"
          aria-label={t('fields.course')}
          placeholder={t('content.chooseCourse')}
          style={{ width: 360, maxWidth: '100%' }}
          options={courseOptions}
          // The id shows as a bare number until the titles load, so it waits for them.
          value={courseOptions.length > 0 ? (courseId ?? undefined) : undefined}
          onChange={(value: number) =>
            setSearchParams((current) => {
              const next = new URLSearchParams(current);
              next.set('course', String(value));
              return next;
            })
          }
        />
        <Button type="primary" disabled={courseId === null} onClick={() => open('new')}>
          {t('form.add')}
        </Button>
      </div>
      {courseId !== null && (
        <Table<AdminContent>
          rowKey="id"
          loading={contents.isFetching}
          dataSource={items}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { key: 'position', title: '#', render: (_, __, index) => index + 1 },
            {
              key: 'title',
              dataIndex: 'title',
              title: t('fields.title'),
              render: (_, lesson) => localized(lesson, 'title', locale),
            },
            {
              key: 'type',
              dataIndex: 'type',
              title: t('fields.type'),
              render: (value: ContentTypeName) => <Tag>{t(`content.types.${value}`)}</Tag>,
            },
            {
              key: 'duration',
              dataIndex: 'duration',
              title: t('fields.duration'),
              render: (minutes: number) => formatDuration(minutes, locale),
            },
            { key: 'points', dataIndex: 'points_reward', title: t('fields.pointsReward') },
            {
              key: 'actions',
              title: t('form.actions'),
              render: (_, record, index) => (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="small"
                    aria-label={t('content.moveUp')}
                    disabled={index === 0 || write.isPending}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('content.moveDown')}
                    disabled={index === items.length - 1 || write.isPending}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                  <Button size="small" onClick={() => open(record)}>
                    {t('form.edit')}
                  </Button>
                  <Popconfirm
                    title={t('form.confirmDelete')}
                    okText={t('form.yes')}
                    cancelText={t('form.no')}
                    onConfirm={() =>
                      write.mutate(
                        { method: 'DELETE', path: `/api/admin/contents/${record.id}` },
                        {
                          onError: (error) =>
                            void message.error(
                              error instanceof ApiError && error.code === 'CONFLICT'
                                ? t('form.inUse')
                                : describeError(error, t, t('form.failed')),
                            ),
                        },
                      )
                    }
                  >
                    <Button size="small" danger>
                      {t('form.delete')}
                    </Button>
                  </Popconfirm>
                </div>
              ),
            },
          ]}
        />
      )}
      <EditModal
        editing={editing}
        isSaving={write.isPending}
        onSave={() => void handleSave()}
        onClose={() => setEditing(null)}
        width={860}
        error={formError}
      >
        <Form form={form} layout="vertical">
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
                options={contentTypes.map((value) => ({
                  value,
                  label: t(`content.types.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="duration" label={t('fields.duration')}>
              <InputNumber min={0} className="!w-full" />
            </Form.Item>
            <Form.Item name="points_reward" label={t('fields.pointsReward')}>
              <InputNumber min={0} className="!w-full" />
            </Form.Item>
          </div>
          {type === 'text' && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <ArticleFields />
            </Suspense>
          )}
          {(type === 'video' || type === 'audio' || type === 'pdf') && (
            <Form.Item
              name={['content_data', 'url']}
              label={`${t('content.file')} (EN)`}
              rules={[{ required: true, message: t('form.required') }]}
            >
              <UploadInput kind={type} />
            </Form.Item>
          )}
          {(type === 'video' || type === 'audio' || type === 'pdf') && (
            <Form.Item
              name={['content_data', 'url_zh']}
              label={t('content.fileZh')}
              extra={t('content.fileZhHelp')}
            >
              <UploadInput kind={type} />
            </Form.Item>
          )}
          {(type === 'video' || type === 'audio') && <MediaLessonFields type={type} />}
          {type === 'quiz' && <QuizEditor />}
        </Form>
      </EditModal>
    </>
  );
}
