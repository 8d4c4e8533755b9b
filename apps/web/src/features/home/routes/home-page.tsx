import { Link } from 'react-router';
import { CardSkeletons, ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';
import { useActivities, useBanners, useFeaturedTeachers, useLatestCourses } from '../api/get-home';
import { ActivityCards } from '../components/activity-cards';
import { BannerCarousel, bannerSlides, type Slide } from '../components/banner-carousel';
import { DailySignInPanel } from '../components/daily-signin-panel';

/** Home teacher bios are cut at 60 characters (spec §9). */
export const HOME_BIO_LENGTH = 60;

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

const viewAll = 'text-sm font-semibold text-teal-700 hover:underline';

/** The home page: carousel, vision, activities, sign-in, latest courses and featured teachers. */
export function HomePage() {
  const { t, locale } = useTranslation('home');
  const { isAuthenticated } = useSession();
  const banners = useBanners();
  const activities = useActivities();
  const courses = useLatestCourses();
  const teachers = useFeaturedTeachers();

  // When the banner call fails or returns nothing, three built-in slides still lead somewhere.
  const fallbackSlides: Slide[] = (['courses', 'teachers', 'register'] as const).map((key) => ({
    key,
    title: t(`fallbackSlides.${key}.title`),
    description: t(`fallbackSlides.${key}.description`),
    tag: t(`fallbackSlides.${key}.tag`),
    image: null,
    link: key === 'register' ? '/auth/register' : `/${key}`,
  }));
  const slides =
    banners.data && banners.data.list.length > 0
      ? bannerSlides(banners.data.list, locale)
      : fallbackSlides;

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-8">
      <h1 className="sr-only">{t('heading')}</h1>
      {banners.isPending ? (
        <div className="min-h-[18rem] animate-pulse rounded-3xl bg-slate-200 sm:min-h-[22rem]" />
      ) : (
        <BannerCarousel slides={slides} />
      )}

      {isAuthenticated && <DailySignInPanel />}

      <section
        aria-labelledby="vision-heading"
        className="grid gap-8 md:grid-cols-2 md:items-center"
      >
        <div className="space-y-4">
          <h2 id="vision-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {t('vision.heading')}
          </h2>
          <p className="text-lg text-muted">{t('vision.body')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {(['scholars', 'investors', 'cycle', 'free'] as const).map((key) => (
            <div key={key} className="rounded-2xl bg-surface p-5">
              <dt className="text-sm text-muted">{t(`vision.figures.${key}.label`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">
                {t(`vision.figures.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {activities.data && activities.data.list.length > 0 && (
        <section aria-labelledby="activities-heading" className="space-y-6">
          <h2 id="activities-heading" className="text-2xl font-bold text-navy-900">
            {t('activities.heading')}
          </h2>
          <ActivityCards activities={activities.data.list} />
        </section>
      )}

      <section aria-labelledby="courses-heading" className="space-y-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="courses-heading" className="text-2xl font-bold text-navy-900">
            {t('latestCourses')}
          </h2>
          <Link to="/courses" className={viewAll}>
            {t('viewAllCourses')}
          </Link>
        </div>
        {courses.isPending ? (
          <CardSkeletons count={6} />
        ) : courses.isError ? (
          <ErrorState message={t('coursesError')} onRetry={() => void courses.refetch()} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.list.map((course) => (
              <li
                key={course.course_id}
                className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
              >
                <Link to={`/courses/${course.course_id}`} className="block">
                  {course.thumbnail && (
                    <img
                      src={course.thumbnail}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      className="aspect-[16/9] w-full object-cover"
                    />
                  )}
                  <div className="space-y-1 p-4">
                    <span className="text-xs font-semibold uppercase text-teal-700">
                      {t(`common:levels.${course.difficulty_level}`)}
                    </span>
                    <h3 className="font-semibold text-navy-900">
                      {localized(course, 'title', locale)}
                    </h3>
                    <p className="line-clamp-2 text-sm text-muted">
                      {localized(course, 'short_description', locale)}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="teachers-heading" className="space-y-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="teachers-heading" className="text-2xl font-bold text-navy-900">
            {t('featuredTeachers')}
          </h2>
          <Link to="/teachers" className={viewAll}>
            {t('viewAllTeachers')}
          </Link>
        </div>
        {teachers.isError ? (
          <ErrorState message={t('teachersError')} onRetry={() => void teachers.refetch()} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(teachers.data?.list ?? []).map((teacher) => {
              const name = localized(teacher, 'full_name', locale);
              return (
                <li
                  key={teacher.teacher_id}
                  className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
                >
                  <Link to={`/teachers/${teacher.teacher_id}`} className="block space-y-3">
                    {teacher.profile_image ? (
                      <img
                        src={teacher.profile_image}
                        alt={name}
                        width={96}
                        height={96}
                        loading="lazy"
                        className="mx-auto h-24 w-24 rounded-full object-cover"
                      />
                    ) : (
                      <span className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-navy-800 text-3xl font-bold text-white">
                        {name.slice(0, 1)}
                      </span>
                    )}
                    <h3 className="font-semibold text-navy-900">{name}</h3>
                    <p className="text-sm text-muted">
                      {truncate(localized(teacher, 'bio', locale), HOME_BIO_LENGTH)}
                    </p>
                    <p className="text-xs text-muted">
                      ♥ {formatNumber(teacher.likes_count, locale)}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
