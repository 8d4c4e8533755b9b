import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useFeaturedTeachers } from '../api/get-featured-teachers';
import { HomeSection } from './home-section';

/** Home teacher bios are cut at 60 characters. */
export const HOME_BIO_LENGTH = 60;

/** A text cut to `length` characters (not UTF-16 units), with an ellipsis when it was longer. */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}

/** The four most popular teachers with a link to the directory. */
export function FeaturedTeachers() {
  const { t, locale } = useTranslation('home');
  const teachers = useFeaturedTeachers();
  return (
    <HomeSection
      id="teachers-heading"
      heading={t('featuredTeachers')}
      linkTo={href('teacherList')}
      linkLabel={t('viewAllTeachers')}
    >
      {teachers.isError ? (
        <ErrorState message={t('teachersError')} onRetry={() => void teachers.refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={teachers.isPending}>
          {(teachers.data?.list ?? []).map((teacher) => {
            const name = localized(teacher, 'full_name', locale);
            return (
              <li
                key={teacher.teacher_id}
                className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
              >
                <Link
                  to={href('teacherDetail', { teacherId: teacher.teacher_id })}
                  className="block space-y-3"
                >
                  <Avatar src={teacher.profile_image} name={name} size={96} />
                  <h3 className="font-semibold text-navy-900">{name}</h3>
                  <p className="text-sm text-muted">
                    {truncate(localized(teacher, 'bio', locale), HOME_BIO_LENGTH)}
                  </p>
                  <p className="text-xs text-muted">
                    {t('teacherLikes', { count: teacher.likes_count })}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
