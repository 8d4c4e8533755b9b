import { href } from '@academy/contracts/app-routes';
import type { CourseDetail } from '@academy/contracts/catalogue';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { LevelBadge } from './level-badge';

/** What a course covers and who teaches it: cover, level, title, summary, teacher, description. */
export function CourseSummary({ course }: { course: CourseDetail }) {
  const { t, locale } = useTranslation('catalogue');
  const { basic_info: info, teacher } = course;
  const title = localized(info, 'title', locale);
  return (
    <div className="space-y-4">
      {info.thumbnail && (
        <img
          src={info.thumbnail}
          alt={title}
          width={960}
          height={540}
          className="aspect-[16/9] w-full rounded-2xl object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={info.difficulty_level} />
        {info.is_featured && (
          <span className="text-sm font-semibold text-amber-800">
            {t('common:badges.featured')}
          </span>
        )}
      </div>
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="text-lg text-muted">{localized(info, 'short_description', locale)}</p>
      {teacher && (
        <p>
          {t('detail.taughtBy')}{' '}
          <Link
            to={href('teacherDetail', { teacherId: teacher.teacher_id })}
            className="font-semibold text-teal-700 hover:underline"
          >
            {localized(teacher, 'name', locale)}
          </Link>
        </p>
      )}
      <p className="whitespace-pre-line leading-relaxed">
        {localized(info, 'description', locale)}
      </p>
    </div>
  );
}
