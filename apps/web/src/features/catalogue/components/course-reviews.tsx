import { href } from '@academy/contracts/app-routes';
import type { Review } from '@academy/contracts/catalogue';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { REVIEWS_PER_PAGE, useReviews } from '../api/get-reviews';
import { usePostReview } from '../api/post-review';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** A signed-in learner's rating and comment; posting again replaces their review. */
function ReviewForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation('catalogue');
  const post = usePostReview(courseId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    post.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: t('reviews.saved') });
          setComment('');
        },
        onError: (error) =>
          setNotice({ ok: false, text: describeError(error, t, t('reviews.failed')) }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3 rounded-2xl bg-surface p-4">
      <fieldset>
        <legend className="text-sm font-medium text-navy-900">{t('reviews.yourRating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded text-2xl text-amber-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
              <span className="sr-only">{t('reviews.stars', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-navy-900">
        {t('reviews.comment')}
        <textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={2000}
          rows={3}
          className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
      </label>
      <Button type="submit" disabled={rating === 0} isLoading={post.isPending}>
        {t('reviews.submit')}
      </Button>
      {notice && (
        <p
          role="status"
          className={notice.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}
        >
          {notice.text}
        </p>
      )}
    </form>
  );
}

/** One review: its author (or their anonymous tag), stars, comment and date. */
function ReviewItem({ review }: { review: Review }) {
  const { t, locale } = useTranslation('catalogue');
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-navy-900">
          {review.user_name ?? t('reviews.anonymous', { tag: review.user_tag })}
        </span>
        <span className="text-amber-700">
          <span aria-hidden="true">{stars(review.rating)}</span>
          <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
        </span>
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-ink">{review.comment}</p>}
      <p className="mt-1 text-xs text-muted">{formatDate(review.updated_at, locale)}</p>
    </li>
  );
}

/** Reviews with the average rating, and a form for signed-in learners. */
export function CourseReviews({ courseId, canReview }: { courseId: number; canReview: boolean }) {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(courseId, page);

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-navy-900">
        {t('reviews.heading')}
        {reviews.data?.average_rating != null && (
          <span className="ml-3 text-base font-normal text-amber-700">
            <span aria-hidden="true">{stars(Math.round(reviews.data.average_rating))} </span>
            {t('reviews.average', {
              rating: reviews.data.average_rating,
              count: reviews.data.count,
            })}
          </span>
        )}
      </h2>
      {isAuthenticated && canReview && <ReviewForm courseId={courseId} />}
      {!isAuthenticated && (
        <Link
          to={href('login', undefined, { redirect: location.pathname })}
          className="text-sm font-medium text-teal-700 hover:underline"
        >
          {t('reviews.loginToReview')}
        </Link>
      )}
      {isAuthenticated && !canReview && (
        <p className="text-sm text-muted">{t('reviews.unlockToReview')}</p>
      )}
      {reviews.isPending ? (
        <LoadingState />
      ) : reviews.isError ? (
        <ErrorState message={t('reviews.error')} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.list.length === 0 ? (
        <p className="text-muted">{t('reviews.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {reviews.data.list.map((review) => (
              <ReviewItem key={review.review_id} review={review} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(reviews.data.count / REVIEWS_PER_PAGE)}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
