import { href } from '@academy/contracts/app-routes';
import { HOME_ACTIVITIES } from '@academy/contracts/public-reads';
import { Suspense } from 'react';
import { activitiesQuery, useActivities } from '../../features/home/api/get-activities';
import { bannersQuery, useBanners } from '../../features/home/api/get-banners';
import { featuredTeachersQuery } from '../../features/home/api/get-featured-teachers';
import { latestCoursesQuery } from '../../features/home/api/get-latest-courses';
import { ActivityCards } from '../../features/home/components/activity-cards';
import {
  BannerCarousel,
  bannerSlides,
  type Slide,
} from '../../features/home/components/banner-carousel';
import { FeaturedTeachers } from '../../features/home/components/featured-teachers';
import { LatestCourses } from '../../features/home/components/latest-courses';
import { VisionSection } from '../../features/home/components/vision-section';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { useSession } from '../../lib/session';
import type { HeadContext, PageHead, PrefetchContext } from '../prefetch-context';

// The sign-in panel is a signed-in learner's: guests, who see the page first, never load it.
const DailySignInPanel = lazyChunk(() =>
  import('../../features/home/components/daily-signin-panel').then(
    (module) => module.DailySignInPanel,
  ),
);

const fallbackTargets = {
  courses: href('courseList'),
  teachers: href('teacherList'),
  register: href('register'),
};

/** The calls the home page makes on its first render. */
export function prefetch({ queryClient, locale }: PrefetchContext) {
  void queryClient.prefetchQuery(bannersQuery());
  void queryClient.prefetchQuery(activitiesQuery());
  void queryClient.prefetchQuery(latestCoursesQuery(locale));
  void queryClient.prefetchQuery(featuredTeachersQuery());
}

/** The first banner is the page's largest picture: preloaded, and the share card's. */
export function head({ queryClient }: HeadContext): PageHead {
  return { image: queryClient.getQueryData(bannersQuery().queryKey)?.list[0]?.image };
}

/** The home page: carousel, vision, activities, sign-in, latest courses and featured teachers. */
export function HomePage() {
  const { t, locale } = useTranslation('home');
  const { isAuthenticated } = useSession();
  const banners = useBanners();
  const activities = useActivities();

  // When the banner call fails or returns nothing, three built-in slides still lead somewhere.
  const slides: Slide[] = banners.data?.list.length
    ? bannerSlides(banners.data.list, locale)
    : Object.entries(fallbackTargets).map(([key, link]) => ({
        key,
        title: t(`fallbackSlides.${key}.title`),
        description: t(`fallbackSlides.${key}.description`),
        tag: t(`fallbackSlides.${key}.tag`),
        image: null,
        link,
      }));

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-8">
      <h1 className="sr-only">{t('heading')}</h1>
      {banners.isPending ? (
        <div className="min-h-[18rem] animate-pulse rounded-3xl bg-slate-200 md:min-h-[22rem]" />
      ) : (
        <BannerCarousel slides={slides} />
      )}

      {isAuthenticated && (
        <div data-slot="daily-signin" className="min-h-40">
          <Suspense fallback={null}>
            <DailySignInPanel />
          </Suspense>
        </div>
      )}

      <VisionSection />

      {activities.data && activities.data.list.length > 0 && (
        <section aria-labelledby="activities-heading" className="space-y-6">
          <h2 id="activities-heading" className="text-2xl font-bold text-navy-900">
            {t('activities.heading')}
          </h2>
          <ActivityCards activities={activities.data.list.slice(0, HOME_ACTIVITIES)} />
        </section>
      )}

      <LatestCourses />
      <FeaturedTeachers />
    </div>
  );
}

export { HomePage as Component };
