import type { Locale } from '@academy/contracts/rules';
import type {
  TeacherDetail,
  TeacherLike,
  TeacherList,
  TeacherListItem,
  teacherListQuerySchema,
} from '@academy/contracts/teachers';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { presentTeacherDetail, presentTeacherListItem } from './teacher.presenter';
import { createTeachersRepository, type TeachersRepository } from './teachers.repository';

const FEATURED_LIMIT = 4;

/** Chinese names in pinyin order (刘, 钱, 孙, 王, 杨, 张), as a Chinese reader looks for them. */
const pinyinOrder = new Intl.Collator('zh-CN-u-co-pinyin');

/**
 * A page of teachers in pinyin order of their Chinese names (English when there is none): all
 * names are read, ordered here, and only the page's rows are read in full.
 */
async function pinyinPage(
  repository: TeachersRepository,
  search: string | undefined,
  page: { offset: number; limit: number },
  viewerId: number | null,
) {
  const names = await repository.teacherNames(search);
  const ids = names
    .map((teacher) => ({ id: teacher.id, name: teacher.nameZh || teacher.name }))
    .sort((a, b) => pinyinOrder.compare(a.name, b.name) || a.id - b.id)
    .slice(page.offset, page.offset + page.limit)
    .map((teacher) => teacher.id);
  const rows = await repository.teachersByIds(ids, viewerId);
  const ordered = ids.flatMap((id) => rows.filter((row) => row.teacher.id === id));
  return { rows: ordered, total: names.length };
}

/** The teacher directory, teacher pages and teacher likes. */
export function createTeachersService(db: Database, deps: { catalogue: CatalogueService }) {
  const repository = createTeachersRepository(db);

  async function likeState(userId: number, teacherId: number): Promise<TeacherLike> {
    const state = await repository.likeState(userId, teacherId);
    return {
      teacher_id: teacherId,
      is_liked_by_user: state?.isLiked ?? false,
      likes_count: state?.likesCount ?? 0,
    };
  }

  async function requireTeacher(teacherId: number) {
    if (!(await repository.exists(teacherId))) throw new AppError('NOT_FOUND');
  }

  return {
    /**
     * A page of the directory. Sorted by name for a Chinese reader, the order is pinyin of the
     * Chinese names (English when there is none): the embedded database has no pinyin collation,
     * so the few teachers' names are ordered here and only the page's rows are read.
     */
    async listTeachers(
      query: z.output<typeof teacherListQuerySchema>,
      viewerId: number | null,
      locale: Locale = 'en',
    ): Promise<TeacherList> {
      const search = query.search || undefined;
      const page = pageWindow(query.page, query.page_size);
      const { rows, total } =
        query.sort === 'name' && locale === 'zh'
          ? await pinyinPage(repository, search, page, viewerId)
          : await repository.teacherPage(search, query.sort, page, viewerId);
      return listPage(rows.map(presentTeacherListItem), total, query);
    },

    /** The most liked teachers, for the home page. */
    async featuredTeachers(viewerId: number | null): Promise<TeacherListItem[]> {
      const { rows } = await repository.teacherPage(
        undefined,
        'popularity',
        { offset: 0, limit: FEATURED_LIMIT },
        viewerId,
      );
      return rows.map(presentTeacherListItem);
    },

    async teacherDetail(teacherId: number, viewerId: number | null): Promise<TeacherDetail> {
      const row = await repository.findTeacher(teacherId, viewerId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentTeacherDetail(row, await deps.catalogue.teacherCourses(teacherId));
    },

    /** Liking twice counts once. */
    async like(userId: number, teacherId: number): Promise<TeacherLike> {
      await requireTeacher(teacherId);
      await repository.addLike(userId, teacherId);
      return likeState(userId, teacherId);
    },

    /** Unliking what was not liked changes nothing; a count never goes below 0. */
    async unlike(userId: number, teacherId: number): Promise<TeacherLike> {
      await requireTeacher(teacherId);
      await repository.removeLike(userId, teacherId);
      return likeState(userId, teacherId);
    },
  };
}

export type TeachersService = ReturnType<typeof createTeachersService>;
