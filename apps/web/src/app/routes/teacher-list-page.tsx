import {
  readTeacherFilters,
  TEACHERS_PER_PAGE,
  type TeacherFilters,
  teacherSorts,
} from '@academy/contracts/public-reads';
import type { TeacherSort } from '@academy/contracts/teachers';
import { useSearchParams } from 'react-router';
import { FilterBar, filterFieldClass, SearchBox } from '../../components/ui/filter-bar';
import { PageHeading } from '../../components/ui/page-heading';
import { ListEmptyState, Pagination } from '../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { teachersQuery, useTeachers } from '../../features/teachers/api/get-teachers';
import { TeacherCard } from '../../features/teachers/components/teacher-card';
import { useTranslation } from '../../lib/i18n';
import type { PrefetchContext } from '../prefetch-context';

/** The page of the directory the URL asks for. */
export function prefetch({ queryClient, search, userId, locale }: PrefetchContext) {
  void queryClient.prefetchQuery(teachersQuery(readTeacherFilters(search), userId, locale));
}

/** The directory's order: by popularity, or the other sorts the server offers. */
function SortSelect({
  value,
  onChange,
}: {
  value: TeacherSort;
  onChange(sort: TeacherSort): void;
}) {
  const { t } = useTranslation('teachers');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
      {t('sort')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as TeacherSort)}
        className={filterFieldClass}
      >
        {teacherSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A page of teachers, or why there is none. */
function TeacherResults({
  teachers,
  page,
}: {
  teachers: ReturnType<typeof useTeachers>;
  page: number;
}) {
  const { t } = useTranslation('teachers');
  return teachers.isPending ? (
    <LoadingState />
  ) : teachers.isError ? (
    <ErrorState message={t('error')} onRetry={() => void teachers.refetch()} />
  ) : teachers.data.list.length === 0 ? (
    <ListEmptyState
      message={t('empty')}
      page={page}
      total={teachers.data.count}
      pageSize={TEACHERS_PER_PAGE}
    />
  ) : (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={teachers.isFetching}>
        {teachers.data.list.map((teacher) => (
          <TeacherCard key={teacher.teacher_id} teacher={teacher} />
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(teachers.data.count / TEACHERS_PER_PAGE)} />
    </>
  );
}

/** The teacher directory: search, sort and page are kept in the query string. */
export function TeacherListPage() {
  const { t } = useTranslation('teachers');
  const [params, setParams] = useSearchParams();
  const filters = readTeacherFilters(params);
  const teachers = useTeachers(filters);

  /** Writes the search and the order to the URL; the list starts again at its first page. */
  function update(changes: Partial<Omit<TeacherFilters, 'page'>>) {
    const next = { ...filters, ...changes };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.sort !== 'popularity') query.set('sort', next.sort);
    setParams(query);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={t('common:titles.teacherList')} description={t('description')} />
      <FilterBar>
        <SearchBox
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          buttonLabel={t('searchButton')}
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
        <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
      </FilterBar>
      <TeacherResults teachers={teachers} page={filters.page} />
    </div>
  );
}

export { TeacherListPage as Component };
