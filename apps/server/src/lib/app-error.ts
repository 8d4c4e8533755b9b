import type { ErrorCode, Locale } from '@academy/contracts/common';
import type { FieldMessageKey } from './field-messages';

/** The honest HTTP status of each error code. */
const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  EMAIL_NOT_CONFIRMED: 403,
  LINK_INVALID: 400,
  ACCOUNT_DISABLED: 403,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_POINTS: 409,
  OUT_OF_STOCK: 409,
  COURSE_EMPTY: 409,
  ALREADY_SIGNED_IN: 409,
  DAY_ALREADY_SIGNED: 409,
  MAKEUP_DAY_NOT_ALLOWED: 422,
  MAKEUP_LIMIT_REACHED: 409,
  COURSE_LOCKED: 403,
  NOT_COMPLETABLE: 409,
  ATTEMPTS_EXHAUSTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Every error message in both languages; the web translates codes itself, this is the fallback. */
const messages: Record<ErrorCode, Record<Locale, string>> = {
  VALIDATION_FAILED: { en: 'Some fields are invalid.', zh: '部分字段填写有误。' },
  INVALID_CREDENTIALS: { en: 'Email or password is incorrect.', zh: '邮箱或密码错误。' },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts for this email. Try again later, or reset your password.',
    zh: '该邮箱的尝试次数过多，请稍后再试，或重设密码。',
  },
  EMAIL_NOT_CONFIRMED: {
    en: 'Please confirm your email first: we have sent you the link again.',
    zh: '请先确认邮箱：我们已重新发送确认链接。',
  },
  LINK_INVALID: {
    en: 'This link is invalid or has expired. Please ask for a new one.',
    zh: '该链接无效或已过期，请重新获取。',
  },
  ACCOUNT_DISABLED: { en: 'This account has been disabled.', zh: '该账户已被停用。' },
  EMAIL_TAKEN: { en: 'This email is already registered.', zh: '该邮箱已被注册。' },
  WRONG_PASSWORD: { en: 'The current password is incorrect.', zh: '当前密码不正确。' },
  UNAUTHENTICATED: { en: 'Please log in first.', zh: '请先登录。' },
  FORBIDDEN: { en: 'You do not have permission to do this.', zh: '您没有权限执行此操作。' },
  NOT_FOUND: { en: 'Not found.', zh: '未找到相关内容。' },
  CONFLICT: { en: 'This conflicts with the current state.', zh: '操作与当前状态冲突。' },
  INSUFFICIENT_POINTS: { en: 'Not enough points.', zh: '积分不足。' },
  OUT_OF_STOCK: { en: 'This reward is out of stock.', zh: '该奖品已无库存。' },
  COURSE_EMPTY: {
    en: 'This course has no lessons yet, so it cannot be unlocked.',
    zh: '该课程暂无课时，暂不能解锁。',
  },
  ALREADY_SIGNED_IN: { en: 'You have already signed in today.', zh: '今天已经签到过了。' },
  DAY_ALREADY_SIGNED: { en: 'This day is already signed.', zh: '这一天已经签到过了。' },
  MAKEUP_DAY_NOT_ALLOWED: {
    en: 'Only a missed day of the last 7 days can be made up; sign in for today as usual.',
    zh: '只能补签最近7天内漏签的日期；今天请直接签到。',
  },
  MAKEUP_LIMIT_REACHED: {
    en: 'You have used all your make-ups for this month.',
    zh: '本月的补签次数已用完。',
  },
  COURSE_LOCKED: {
    en: 'Unlock this course to view its material.',
    zh: '请先解锁该课程，再查看课程资料。',
  },
  NOT_COMPLETABLE: {
    en: 'This item cannot be marked as completed yet.',
    zh: '尚未达到完成条件。',
  },
  ATTEMPTS_EXHAUSTED: {
    en: 'You have used all attempts for this quiz.',
    zh: '本测验的作答次数已用完。',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', zh: '请求内容过大。' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Unsupported content type.', zh: '不支持的内容类型。' },
  RATE_LIMITED: { en: 'Too many requests. Please slow down.', zh: '请求过于频繁，请稍后再试。' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    zh: '服务暂时不可用。',
  },
  INTERNAL: {
    en: 'An error occurred. Please try again.',
    zh: '发生错误，请稍后重试。',
  },
};

/** The human message for an error code in one language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return messages[code][locale];
}

/** A failure the client caused or may act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Field name → what is wrong with it (an error code or a field message key); translated when sent. */
    readonly fields?: Record<string, ErrorCode | FieldMessageKey>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/** Maps an HTTP status from a framework error to our closest stable code. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  }
}
