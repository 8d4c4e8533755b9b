import type { DifficultyLevel } from '@academy/contracts/catalogue';
import {
  COURSES_PER_PAGE,
  type CourseFilters,
  courseLevels,
  readCourseFilters,
} from '@academy/contracts/public-reads';
import { useSearchParams } from 'react-router';
import { FilterBar, filterFieldClass, SearchBox } from '../../components/ui/filter-bar';
import { PageHeading } from '../../components/ui/page-heading';
import { ListEmptyState, Pagination } from '../../components/ui/pagination';
import { CardSkeletons, ErrorState } from '../../components/ui/states';
import { coursesQuery, useCourses } from '../../features/catalogue/api/get-courses';
import { CourseCard } from '../../features/catalogue/components/course-card';
import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-settings';
import type { HeadContext, PageHead, PrefetchContext } from '../prefetch-context';

/** The page of the catalogue the URL asks for. */
export function prefetch({ queryClient, search, locale }: PrefetchContext) {
  void queryClient.prefetchQuery(coursesQuery(readCourseFilters(search), locale));
}

/** The first course's cover is the page's largest picture. */
export function head({ queryClient, search, locale }: HeadContext): PageHead {
  const courses = queryClient.getQueryData(
    coursesQuery(readCourseFilters(search), locale).queryKey,
  );
  return { image: courses?.list[0]?.thumbnail ?? undefined };
}

/** The level filter: every level, or one. */
function LevelSelect({
  value,
  onChange,
}: {
  value: DifficultyLevel | undefined;
  onChange(level: DifficultyLevel | undefined): void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
      {t('filters.level')}
      <select
        value={value ?? ''}
        onChange={(event) =>
          onChange((event.target.value || undefined) as DifficultyLevel | undefined)
        }
        className={filterFieldClass}
      >
        <option value="">{t('filters.allLevels')}</option>
        {courseLevels.map((level) => (
          <option key={level} value={level}>
            {t(`common:levels.${level}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The catalogue's order: newest first, or most popular. */
function SortSelect({
  value,
  onChange,
}: {
  value: CourseFilters['sort'];
  onChange(sort: CourseFilters['sort']): void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
      {t('filters.sort')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as CourseFilters['sort'])}
        className={filterFieldClass}
      >
        <option value="newest">{t('filters.newest')}</option>
        <option value="popular">{t('filters.popular')}</option>
      </select>
    </label>
  );
}

/** A page of courses with their count, or why there is none. */
function CourseResults({
  courses,
  page,
}: {
  courses: ReturnType<typeof useCourses>;
  page: number;
}) {
  const { t } = useTranslation('catalogue');
  const settings = useSiteSettings();
  return courses.isPending ? (
    <CardSkeletons count={6} />
  ) : courses.isError ? (
    <ErrorState message={t('list.error')} onRetry={() => void courses.refetch()} />
  ) : courses.data.list.length === 0 ? (
    <ListEmptyState
      message={t('list.empty')}
      page={page}
      total={courses.data.count}
      pageSize={COURSES_PER_PAGE}
    />
  ) : (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {t('list.count', { count: courses.data.count })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={courses.isFetching}>
        {courses.data.list.map((course, index) => (
          <CourseCard
            key={course.course_id}
            course={course}
            isAboveFold={index < 3}
            usdToCny={settings.data?.usd_to_cny_rate ?? 7.2}
          />
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(courses.data.count / COURSES_PER_PAGE)} />
    </>
  );
}

/** The catalogue: level, search and sort live in the URL, so a reload or a shared link keeps them. */
export function CourseListPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const filters = readCourseFilters(params);
  const courses = useCourses(filters);

  /** Writes the filters to the URL; the list starts again at its first page. */
  function update(changes: Partial<Omit<CourseFilters, 'page'>>) {
    const next = { ...filters, ...changes };
    const query = new URLSearchParams();
    if (next.level) query.set('level', next.level);
    if (next.search) query.set('search', next.search);
    if (next.sort !== 'newest') query.set('sort', next.sort);
    setParams(query);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={t('common:titles.courseList')} description={t('list.description')} />
      <FilterBar>
        <SearchBox
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          buttonLabel={t('filters.searchButton')}
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
        <LevelSelect value={filters.level} onChange={(level) => update({ level })} />
        <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
      </FilterBar>

      <CourseResults courses={courses} page={filters.page} />
    </div>
  );
}

export { CourseListPage as Component };
