import type { AdminContent } from '@academy/contracts/learning.admin';
import type { ContentTypeName } from '@academy/contracts/rules';
import type { TableColumnsType } from 'antd';
import { App, Button, Form, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { EditModal, useEditDialog } from '../../../components/admin/edit-modal';
import { validValues } from '../../../components/admin/form-fields';
import { localizedColumn } from '../../../components/admin/localized-column';
import { useCourseOptions } from '../../../components/admin/pickers';
import { useAdminList, useAdminWrite } from '../../../lib/admin-api';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { formatDuration } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { LessonFields, type LessonForm, lessonBody, lessonFormValues } from './lesson-fields';

const contentsPath = '/api/admin/contents';

/** The course named by the URL's `course` param, or null for none or one that is not an id. */
const courseIdOf = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The course whose lessons are listed, kept in the URL's `course` param. */
function useChosenCourse() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (id: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('course', String(id));
      return next;
    });
  return [courseIdOf(searchParams.get('course')), choose] as const;
}

interface LessonActions {
  items: AdminContent[];
  isBusy: boolean;
  move: (index: number, step: -1 | 1) => void;
  edit: (lesson: AdminContent) => void;
  remove: (lesson: AdminContent) => void;
}

/** The arrows, edit and delete of one lesson row. */
function RowActions({
  lesson,
  index,
  actions,
}: {
  lesson: AdminContent;
  index: number;
  actions: LessonActions;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="small"
        aria-label={t('content.moveUp')}
        disabled={index === 0 || actions.isBusy}
        onClick={() => actions.move(index, -1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        aria-label={t('content.moveDown')}
        disabled={index === actions.items.length - 1 || actions.isBusy}
        onClick={() => actions.move(index, 1)}
      >
        ↓
      </Button>
      <Button size="small" onClick={() => actions.edit(lesson)}>
        {t('form.edit')}
      </Button>
      <Popconfirm
        title={t('form.confirmDelete')}
        okText={t('form.yes')}
        cancelText={t('form.no')}
        onConfirm={() => actions.remove(lesson)}
      >
        <Button size="small" danger>
          {t('form.delete')}
        </Button>
      </Popconfirm>
    </div>
  );
}

function useLessonColumns(actions: LessonActions): TableColumnsType<AdminContent> {
  const { t, locale } = useTranslation('admin');
  return [
    { key: 'position', title: '#', render: (_, __, index) => index + 1 },
    localizedColumn('title', t('fields.title'), locale),
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
      render: (_, lesson, index) => <RowActions lesson={lesson} index={index} actions={actions} />,
    },
  ];
}

/** The writes of the lessons table: reorder and delete; a refused delete says why. */
function useLessonWrites(courseId: number | null, items: AdminContent[]) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite();
  function move(index: number, step: -1 | 1) {
    const ids = items.map((item) => item.id);
    const current = ids[index];
    const other = ids[index + step];
    if (current === undefined || other === undefined) return;
    ids[index] = other;
    ids[index + step] = current;
    write.mutate({
      method: 'POST',
      path: `${contentsPath}/order`,
      body: { course_id: courseId, ids },
    });
  }
  function remove(lesson: AdminContent) {
    write.mutate(
      { method: 'DELETE', path: `${contentsPath}/${lesson.id}` },
      {
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.code === 'CONFLICT'
              ? t('form.inUse')
              : describeError(error, t, t('form.failed')),
          ),
      },
    );
  }
  return { move, remove, isBusy: write.isPending };
}

/** The lesson dialog: opens on a lesson or a new one and saves it into the course. */
function useLessonDialog(courseId: number | null) {
  const { t } = useTranslation('admin');
  const { form, open, save, modalProps } = useEditDialog<AdminContent>(contentsPath);
  async function handleSave() {
    const values = await validValues<LessonForm>(form);
    if (!values) return;
    save({ ...lessonBody(values), course_id: courseId }, (failure) =>
      failure instanceof ApiError && failure.code === 'VALIDATION_FAILED'
        ? `${t('content.invalid')} ${Object.keys(failure.fields).join(', ')}`
        : describeError(failure, t, t('form.failed')),
    );
  }
  const dialog = (
    <EditModal {...modalProps} onSave={() => void handleSave()} width={860}>
      <Form form={form} layout="vertical">
        <LessonFields />
      </Form>
    </EditModal>
  );
  return {
    open: (lesson: AdminContent | 'new') => open(lesson, lessonFormValues(lesson)),
    dialog,
  };
}

/**
 * Lessons of a course in order: add, edit, delete and move items up or down. The chosen course
 * lives in the URL, so a reload, back and forward or a shared link return to its lessons.
 */
export function ContentSection() {
  const { t } = useTranslation('admin');
  const courseOptions = useCourseOptions();
  const [courseId, chooseCourse] = useChosenCourse();
  const contents = useAdminList<AdminContent>(
    contentsPath,
    { course_id: courseId ?? 0 },
    courseId !== null,
  );
  const items = contents.data?.list ?? [];
  const writes = useLessonWrites(courseId, items);
  const lessonDialog = useLessonDialog(courseId);
  const columns = useLessonColumns({ items, ...writes, edit: lessonDialog.open });
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
          onChange={chooseCourse}
        />
        <Button
          type="primary"
          disabled={courseId === null}
          onClick={() => lessonDialog.open('new')}
        >
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
          columns={columns}
        />
      )}
      {lessonDialog.dialog}
    </>
  );
}
