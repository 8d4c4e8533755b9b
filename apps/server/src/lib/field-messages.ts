import type { Locale } from '@academy/contracts/common';

/**
 * Messages for fields our contracts and services flag by key (a refinement's `message`, or an
 * AppError field), in both languages; spec §5 gives the Chinese wording of the redemption ones.
 */
export const fieldMessages = {
  passwordsMustMatch: { en: 'Passwords must match.', zh: '两次输入的密码不一致。' },
  recipientNameRequired: { en: 'Recipient name is required.', zh: '收件人姓名不能为空' },
  shippingAddressRequired: { en: 'Shipping address is required.', zh: '收货地址不能为空' },
  recipientPhoneRequired: { en: 'Phone number is required.', zh: '联系电话不能为空' },
  phoneInvalid: { en: 'Enter a valid phone number.', zh: '请输入有效的联系电话' },
  postalCodeInvalid: { en: 'Postal code must be 6 digits.', zh: '邮政编码为6位数字' },
  notANumber: { en: 'Must be a number.', zh: '应为数字。' },
  passwordBlank: { en: 'A password cannot be only spaces.', zh: '密码不能只包含空格。' },
  passwordIsEmail: {
    en: 'Do not use your email address as the password.',
    zh: '请不要使用邮箱地址作为密码。',
  },
  passwordTooCommon: {
    en: 'This password is too common and easy to guess. Choose another.',
    zh: '该密码过于常见，容易被猜中，请换一个。',
  },
  passwordUnchanged: {
    en: 'The new password must differ from the current one.',
    zh: '新密码不能与当前密码相同。',
  },
  malformedForm: {
    en: 'The form data is incomplete or malformed.',
    zh: '表单数据不完整或格式有误。',
  },
  linkInvalid: {
    en: 'Enter a path of this site (/courses) or a full http(s) address.',
    zh: '请输入本站路径（如 /courses）或完整的 http(s) 网址。',
  },
  referenceNotFound: { en: 'There is no such item.', zh: '所选项目不存在。' },
  numberOutOfRange: { en: 'The number is out of range.', zh: '数值超出范围。' },
  batchTooLarge: {
    en: 'At most 500 items per bulk action: split the list.',
    zh: '每次批量操作最多500项，请分批提交。',
  },
  invalidCharacters: {
    en: 'Contains characters that are not allowed.',
    zh: '包含不允许的字符。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof fieldMessages;

export function isFieldMessageKey(key: string | undefined): key is FieldMessageKey {
  return key !== undefined && Object.hasOwn(fieldMessages, key);
}

/** What a failed schema check says of one field: zod's issue fields, as the provider passes them. */
export interface SchemaIssue {
  code: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: unknown[];
  format?: string;
  divisor?: number;
}

type Phrase = Record<Locale, string>;

const kinds: Record<string, Phrase> = {
  number: { en: 'a number', zh: '数字' },
  int: { en: 'a whole number', zh: '整数' },
  string: { en: 'text', zh: '文本' },
  boolean: { en: 'true or false', zh: '是或否' },
  array: { en: 'a list', zh: '列表' },
  object: { en: 'an object', zh: '对象' },
};

const formats: Record<string, Phrase> = {
  email: { en: 'Enter a valid email address.', zh: '请输入有效的电子邮箱地址。' },
  url: { en: 'Enter a valid web address.', zh: '请输入有效的网址。' },
  date: { en: 'Enter a real date as YYYY-MM-DD.', zh: '请输入有效日期，格式为YYYY-MM-DD。' },
  regex: { en: 'The format is not valid.', zh: '格式不正确。' },
};

function bound(issue: SchemaIssue, limit: number | bigint | undefined): Phrase | undefined {
  if (limit === undefined) return undefined;
  const isLower = issue.code === 'too_small';
  const exclusive = issue.inclusive === false;
  if (issue.origin === 'string') {
    if (isLower && Number(limit) === 1)
      return { en: 'This field is required.', zh: '此项不能为空。' };
    return isLower
      ? { en: `Use at least ${limit} characters.`, zh: `至少需要${limit}个字符。` }
      : { en: `Use at most ${limit} characters.`, zh: `不能超过${limit}个字符。` };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return isLower
      ? { en: `Give at least ${limit} items.`, zh: `至少需要${limit}项。` }
      : { en: `Give at most ${limit} items.`, zh: `不能超过${limit}项。` };
  }
  if (isLower) {
    return exclusive
      ? { en: `Must be greater than ${limit}.`, zh: `必须大于${limit}。` }
      : { en: `Must be at least ${limit}.`, zh: `不能小于${limit}。` };
  }
  return exclusive
    ? { en: `Must be less than ${limit}.`, zh: `必须小于${limit}。` }
    : { en: `Must be at most ${limit}.`, zh: `不能大于${limit}。` };
}

function phrase(issue: SchemaIssue): Phrase | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const kind = kinds[issue.expected ?? ''];
      return kind && { en: `Must be ${kind.en}.`, zh: `应为${kind.zh}。` };
    }
    case 'too_small':
      return bound(issue, issue.minimum);
    case 'too_big':
      return bound(issue, issue.maximum);
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return {
        en: `Must be one of: ${values.join(', ')}.`,
        zh: `只能是以下之一：${values.join('、')}。`,
      };
    }
    case 'invalid_format':
      return formats[issue.format ?? ''] ?? formats.regex;
    case 'not_multiple_of':
      return issue.divisor === 1
        ? { en: 'Must be a whole number.', zh: '应为整数。' }
        : { en: `Must be a multiple of ${issue.divisor}.`, zh: `应为${issue.divisor}的倍数。` };
    default:
      return undefined;
  }
}

/** A field's problem in plain words in either language; `undefined` for a kind we do not word. */
export function describeIssue(issue: SchemaIssue, locale: Locale): string | undefined {
  return phrase(issue)?.[locale];
}
