import { readFileSync } from 'node:fs';
import { halfWidthPunctuation } from '@academy/contracts/chinese-text.rules';
import { describe, expect, it } from 'vitest';
import { mailTemplates } from './mail-templates';

const link = 'https://academy.example/auth/reset?token=abc&x=<y>';
const every = {
  confirmEmail: (locale: 'en' | 'zh') => mailTemplates.confirmEmail(locale, link),
  alreadyRegistered: (locale: 'en' | 'zh') =>
    mailTemplates.alreadyRegistered(locale, link, 'https://academy.example/auth/forgot'),
  resetPassword: (locale: 'en' | 'zh') => mailTemplates.resetPassword(locale, link, 30),
  signInLink: (locale: 'en' | 'zh') => mailTemplates.signInLink(locale, link, 15),
};

/** The product's Chinese name as the site's header shows it (the web's zh texts). */
const chineseProductName: string = JSON.parse(
  readFileSync(new URL('../../../../web/src/locales/zh/common.json', import.meta.url), 'utf8'),
).productName;

describe('mail templates', () => {
  it.each(Object.entries(every))(
    '%s has a plain-text and an HTML part in both languages',
    (_, mail) => {
      const en = mail('en');
      const zh = mail('zh');
      for (const message of [en, zh]) {
        expect(message.subject.length).toBeGreaterThan(0);
        expect(message.text).toContain(link);
        // The HTML carries the same link, escaped, as a button and as text.
        expect(message.html).toContain(
          'href="https://academy.example/auth/reset?token=abc&#38;x=&#60;y&#62;"',
        );
        expect(message.html).not.toContain('<y>');
      }
      expect(zh.text).not.toBe(en.text);
      expect(zh.text).toMatch(/\p{Script=Han}/u);
      expect(en.text).not.toMatch(/\p{Script=Han}/u);
      // Chinese sets Latin words and digits against Han characters without a space.
      expect(`${zh.subject}\n${zh.text}`).not.toMatch(/\p{Script=Han} [\w]|[\w] \p{Script=Han}/u);
    },
  );

  it.each(Object.entries(every))(
    '%s names the product in Chinese and punctuates Chinese full-width',
    (_, mail) => {
      const zh = mail('zh');
      expect(zh.subject).toContain(chineseProductName);
      for (const part of [zh.subject, zh.text]) {
        expect(part).not.toContain('Academy');
        expect(halfWidthPunctuation(part)).toEqual([]);
      }
    },
  );

  it('gives the reset link’s lifetime in both languages', () => {
    expect(mailTemplates.resetPassword('en', link, 30).text).toContain('within 30 minutes');
    expect(mailTemplates.resetPassword('zh', link, 30).text).toContain('30分钟内');
  });
});
