import { href } from '@academy/contracts/app-routes';
import { certificatePath } from '@academy/contracts/certificates.rules';
import type { Notification } from '@academy/contracts/notifications';
import type { Locale } from '@academy/contracts/rules';
import type { TFunction } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** What a notification says in the reader's language, and where it leads. */
export interface NotificationMessage {
  title: string;
  body: string;
  /** The admin's note, shown apart (a rejection's reason). */
  note?: string;
  action: { to: string; label: string };
}

type RedemptionNotification = Extract<
  Notification,
  {
    kind:
      | 'redemption_approved'
      | 'redemption_shipped'
      | 'redemption_completed'
      | 'redemption_rejected';
  }
>;

/** A redemption moved on: the reward named, the tracking number or refund, the admin's note. */
function redemptionMessage(
  notification: RedemptionNotification,
  t: TFunction,
  locale: Locale,
): NotificationMessage {
  const { data } = notification;
  const reward = localized(
    { name: data.reward_name, name_zh: data.reward_name_zh },
    'name',
    locale,
  );
  const kind = `kinds.${notification.kind}`;
  return {
    title: t(`${kind}.title`),
    body: t(`${kind}.body`, {
      reward,
      ...('tracking_number' in data ? { tracking: data.tracking_number } : {}),
      ...('refunded_points' in data ? { count: data.refunded_points } : {}),
    }),
    ...('note' in data && data.note ? { note: t('note', { note: data.note }) } : {}),
    action: {
      to: href('profile', undefined, { tab: 'redemptions' }),
      label: t('actions.redemption'),
    },
  };
}

type QuestionNotification = Extract<
  Notification,
  { kind: 'question_answered' | 'answer_accepted' }
>;

/** A teacher's answer or an accepted answer: the lesson named, and a link to the question on it. */
function questionMessage(
  notification: QuestionNotification,
  t: TFunction,
  locale: Locale,
): NotificationMessage {
  const { data } = notification;
  const lesson = localized(
    { title: data.lesson_title, title_zh: data.lesson_title_zh },
    'title',
    locale,
  );
  return {
    title: t(`kinds.${notification.kind}.title`),
    body: t(`kinds.${notification.kind}.body`, { lesson }),
    action: {
      to: href(
        'contentViewer',
        { courseId: data.course_id, contentId: data.content_id },
        { question: data.question_id },
      ),
      label: t('actions.question'),
    },
  };
}

/**
 * Writes a notification from its stored facts in the reader's language (names of rewards and
 * courses in the language too), so switching language rewrites the inbox at once.
 */
export function notificationMessage(
  notification: Notification,
  t: TFunction,
  locale: Locale,
): NotificationMessage {
  switch (notification.kind) {
    case 'redemption_approved':
    case 'redemption_shipped':
    case 'redemption_completed':
    case 'redemption_rejected':
      return redemptionMessage(notification, t, locale);
    case 'course_unlocked':
    case 'certificate_issued': {
      const { data } = notification;
      const course = localized(
        { title: data.course_title, title_zh: data.course_title_zh },
        'title',
        locale,
      );
      const kind = `kinds.${notification.kind}`;
      return {
        title: t(`${kind}.title`),
        body: t(`${kind}.body`, { course }),
        action:
          'code' in data
            ? { to: certificatePath(data.code), label: t('actions.certificate') }
            : {
                to: href('courseDetail', { courseId: data.course_id }),
                label: t('actions.course'),
              },
      };
    }
    case 'certificate_pending': {
      const course = localized(
        { title: notification.data.course_title, title_zh: notification.data.course_title_zh },
        'title',
        locale,
      );
      return {
        title: t('kinds.certificate_pending.title'),
        body: t('kinds.certificate_pending.body', { course }),
        action: {
          to: href('profile', undefined, { tab: 'certificates' }),
          label: t('actions.nameCertificate'),
        },
      };
    }
    case 'points_adjusted': {
      const { points, note } = notification.data;
      const direction = points > 0 ? 'added' : 'deducted';
      return {
        title: t(`kinds.points_adjusted.${direction}Title`),
        body: t(`kinds.points_adjusted.${direction}`, { count: Math.abs(points), note }),
        action: { to: href('profile', undefined, { tab: 'points' }), label: t('actions.points') },
      };
    }
    case 'question_answered':
    case 'answer_accepted':
      return questionMessage(notification, t, locale);
  }
}
