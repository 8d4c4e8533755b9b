import { href } from '@academy/contracts/app-routes';
import type { TeacherListItem } from '@academy/contracts/teachers';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';
import { TeacherLikeButton } from './teacher-like-button';

/** Bios longer than this fold behind "Show more". */
export const BIO_EXPAND_THRESHOLD = 150;

/** A teacher in the directory grid. */
export function TeacherCard({ teacher }: { teacher: TeacherListItem }) {
  const { t, locale } = useTranslation('teachers');
  const { isAuthenticated } = useSession();
  const [isExpanded, setIsExpanded] = useState(false);
  const bioId = useId();
  const name = localized(teacher, 'full_name', locale);
  const bio = localized(teacher, 'bio', locale);
  const isLong = bio.length > BIO_EXPAND_THRESHOLD;

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Avatar src={teacher.profile_image} name={name} size={72} />
        <div>
          <h2 className="text-lg font-semibold text-navy-900">{name}</h2>
          {teacher.specialization && (
            <p className="text-sm text-muted">
              {(locale === 'zh' && teacher.specialization_zh) || teacher.specialization}
            </p>
          )}
        </div>
      </div>
      <p id={bioId} className="text-sm leading-relaxed text-ink">
        {isLong && !isExpanded ? `${bio.slice(0, BIO_EXPAND_THRESHOLD)}…` : bio}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={bioId}
          onClick={() => setIsExpanded(!isExpanded)}
          className="self-start text-sm font-medium text-teal-700 hover:underline"
        >
          {isExpanded ? t('showLess') : t('showMore')}
        </button>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <span className="text-sm text-muted">{t('likes', { count: teacher.likes_count })}</span>
        {isAuthenticated && (
          <TeacherLikeButton
            teacherId={teacher.teacher_id}
            isLiked={teacher.is_liked_by_user}
            lockMs={500}
          />
        )}
        <Link
          to={href('teacherDetail', { teacherId: teacher.teacher_id })}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {t('viewProfile')}
        </Link>
      </div>
    </li>
  );
}
