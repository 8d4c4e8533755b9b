import type { Locale } from '@academy/contracts/rules';
import type { MailMessage } from './mail.service';
import english from './mail-texts.en.json';
import chinese from './mail-texts.zh.json';

type Template = Omit<MailMessage, 'to'>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Plain text and a simple HTML body from the same paragraphs and one call to action. The link
 * goes on the line under its label: no colon to write half-width in Chinese, full-width in English.
 */
function compose(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Template {
  const text = [...paragraphs, `${action.label}\n${action.url}`].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#0f172a">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(action.url)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/**
 * Every mail's words in both languages, kept as data with the same keys (the type below checks
 * it); `{name}` stands for a value the mail fills in.
 */
const texts: Record<Locale, typeof english> = { en: english, zh: chinese };

type MailKind = keyof typeof english;

/** One mail in the reader's language, its `{name}` slots filled and its button leading to `url`. */
function localized(
  kind: MailKind,
  locale: Locale,
  url: string,
  values: Record<string, string | number> = {},
): Template {
  const { subject, paragraphs, action } = texts[locale][kind];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => `${values[name]}`);
  return compose(fill(subject), paragraphs.map(fill), { label: action, url });
}

/** Every mail the academy sends, in both languages. */
export const mailTemplates = {
  confirmEmail: (locale: Locale, link: string) => localized('confirmEmail', locale, link),

  alreadyRegistered: (locale: Locale, loginLink: string, resetLink: string) =>
    localized('alreadyRegistered', locale, loginLink, { resetLink }),

  resetPassword: (locale: Locale, link: string, minutes: number) =>
    localized('resetPassword', locale, link, { minutes }),

  signInLink: (locale: Locale, link: string, minutes: number) =>
    localized('signInLink', locale, link, { minutes }),
};
