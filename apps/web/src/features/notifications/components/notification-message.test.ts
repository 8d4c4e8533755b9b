import type { Notification } from '@academy/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, type TFunction, translate } from '../../../lib/i18n';
import { notificationMessage } from './notification-message';

beforeAll(() => initI18n('zh', ['notifications']));

const t: TFunction = (key, options) => translate(key, options, 'notifications', 'zh');

describe('notificationMessage', () => {
  it('names the lesson of an answered question in the reader’s language and links to the question', () => {
    const notification: Notification = {
      id: 1,
      kind: 'answer_accepted',
      data: {
        question_id: 5,
        content_id: 9,
        course_id: 3,
        lesson_title: 'Price and yield',
        lesson_title_zh: '价格与收益率',
      },
      created_at: '2026-11-26T10:00:00.000Z',
      read_at: null,
    };
    expect(notificationMessage(notification, t, 'zh')).toEqual({
      title: '回答已被采纳',
      body: '您在“价格与收益率”中的提问有一条回答被采纳。',
      action: { to: '/courses/3/content/9?question=5', label: '查看问题' },
    });
  });

  it('tells of a declined redemption with the refund and the admin’s note', () => {
    const notification: Notification = {
      id: 2,
      kind: 'redemption_rejected',
      data: {
        redemption_id: 4,
        reward_name: 'Mug',
        reward_name_zh: '保温杯',
        refunded_points: 300,
        note: '缺货',
      },
      created_at: '2026-11-26T10:00:00.000Z',
      read_at: null,
    };
    const message = notificationMessage(notification, t, 'zh');
    expect(message.body).toContain('保温杯');
    expect(message.body).toContain('300');
    expect(message.note).toContain('缺货');
    expect(message.action.to).toBe('/profile?tab=redemptions');
  });
});
