import { HIDE_REASON_MAX_LENGTH } from '@academy/contracts/questions.rules';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { textareaClasses } from '../../../components/ui/moment-composer';
import { Badge } from '../../../components/ui/states';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type HiddenPost, useHidePost } from '../api/questions';

/** What every post shows of its author. */
interface Authored {
  author_name: string | null;
  author_tag: string;
  is_own: boolean;
  hidden_reason: string | null;
  created_at: string;
}

/** Who wrote a post and when, with the teacher badge; never more than their display name. */
export function PostByline({ post, isTeacher = false }: { post: Authored; isTeacher?: boolean }) {
  const { t, locale } = useTranslation('questions');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <span className="font-semibold text-navy-900">
        {post.is_own ? t('you') : (post.author_name ?? t('anonymous', { tag: post.author_tag }))}
      </span>
      {isTeacher && <Badge tone="teal">{t('teacher')}</Badge>}
      <time dateTime={post.created_at}>{formatDateTime(post.created_at, locale)}</time>
    </p>
  );
}

/** The mark an author sees on their own post that a moderator hid. */
export function HiddenNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation('questions');
  if (reason === null) return null;
  return (
    <p className="mt-1 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">
      {t('hiddenNotice', { reason })}
    </p>
  );
}

/** A moderator's "Hide", which asks for the reason the author will see. */
export function HideControl({ post }: { post: HiddenPost }) {
  const { t } = useTranslation('questions');
  const hide = useHidePost(post);
  const [reason, setReason] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = reason?.trim();
    if (text) hide.mutate(text);
  }

  if (reason === null) {
    return (
      <Button variant="ghost" onClick={() => setReason('')}>
        {t('hide')}
      </Button>
    );
  }
  return (
    <form onSubmit={handleSubmit} className="mt-2 flex w-full flex-col gap-2">
      <label className="text-sm font-medium">
        {t('hideReason')}
        <input
          value={reason}
          maxLength={HIDE_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          className={`${textareaClasses} mt-1`}
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" isLoading={hide.isPending} disabled={reason.trim() === ''}>
          {t('hideConfirm')}
        </Button>
        <Button variant="ghost" onClick={() => setReason(null)}>
          {t('cancel')}
        </Button>
      </div>
      {hide.isError && <ErrorBanner>{describeError(hide.error, t, t('saveFailed'))}</ErrorBanner>}
    </form>
  );
}
