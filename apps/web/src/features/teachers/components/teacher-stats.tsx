import type { TeacherDetail } from '@academy/contracts/teachers';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** One figure of the teacher's row of figures. */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** Courses and likes; years of experience for teachers only, the rating once there is one. */
export function TeacherStats({ info }: { info: TeacherDetail['basic_info'] }) {
  const { t, locale } = useTranslation('teachers');
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Stat label={t('courseCount')} value={formatNumber(info.course_count, locale)} />
      <Stat label={t('likesLabel')} value={formatNumber(info.likes_count, locale)} />
      {!info.is_assistant && (
        <Stat label={t('experience')} value={t('years', { count: info.experience_years })} />
      )}
      {info.rating !== null && (
        <Stat
          label={t('rating')}
          value={t('ratingValue', { rating: info.rating, count: info.total_ratings })}
        />
      )}
    </dl>
  );
}
