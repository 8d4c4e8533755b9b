import type { TeacherDetail } from '@academy/contracts/teachers';
import { Avatar } from '../../../components/ui/avatar';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';
import { TeacherLikeButton } from './teacher-like-button';

/** The top of a teacher's page: portrait, name, specialization, since when, and a like. */
export function TeacherProfileHeader({ info }: { info: TeacherDetail['basic_info'] }) {
  const { t, locale } = useTranslation('teachers');
  const { isAuthenticated } = useSession();
  const name = localized(info, 'name', locale);
  return (
    <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
      {/* The portrait is the page's first picture, so it loads at once. */}
      <Avatar src={info.profile_image} name={name} size={128} isLazy={false} />
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-navy-900">{name}</h1>
        {info.specialization && (
          <p className="text-muted">
            {(locale === 'zh' && info.specialization_zh) || info.specialization}
          </p>
        )}
        <p className="text-sm text-muted">
          {t('joined', { date: formatDate(info.created_at, locale) })}
        </p>
        {isAuthenticated && (
          <TeacherLikeButton
            teacherId={info.teacher_id}
            isLiked={info.is_liked_by_user}
            lockMs={300}
            showProcessing
          />
        )}
      </div>
    </div>
  );
}
