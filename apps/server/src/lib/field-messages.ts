import type { Locale } from '@academy/contracts/common';
import english from '@academy/contracts/locales/en/fields.json';
import chinese from '@academy/contracts/locales/zh/fields.json';

/**
 * Messages for fields our contracts and services flag by key (a refinement's `message`, or an
 * AppError field), in both languages, from the catalogue the web shows them from too (the
 * redemption ones in the product's own Chinese wording).
 */
const catalogues = { en: english, zh: chinese } satisfies Record<
  Locale,
  Record<keyof typeof english, string>
>;

export type FieldMessageKey = keyof typeof english;

export function isFieldMessageKey(key: string | undefined): key is FieldMessageKey {
  return key !== undefined && Object.hasOwn(english, key);
}

/** A flagged field's message in one language. */
export function fieldMessage(key: FieldMessageKey, locale: Locale): string {
  return catalogues[locale][key];
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
