import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, currentLocale, detectLocale, initI18n, translate } from './i18n';
import { storageKeys } from './storage';

describe('detectLocale', () => {
  it('prefers the stored choice, then an English browser, then Chinese', () => {
    expect(detectLocale('zh', 'en-US')).toBe('zh');
    expect(detectLocale(null, 'en-GB')).toBe('en');
    expect(detectLocale(null, 'zh-CN')).toBe('zh');
    expect(detectLocale(null, 'fr-FR')).toBe('zh');
  });
});

describe('translate', () => {
  beforeAll(() => initI18n('zh', ['auth']));

  it('looks up namespaced keys and interpolates', async () => {
    expect(translate('auth:login.submit')).toBe('登录');
    expect(translate('footer.copyright', { year: 2026 })).toBe('© 2026投资学院版权所有');
    await changeLocale('en');
    expect(currentLocale()).toBe('en');
    expect(translate('auth:login.submit')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(storageKeys.locale)).toBe('en');
  });

  it('picks the plural form of a count and groups its digits in the language', async () => {
    await initI18n('en', ['catalogue']);
    expect(translate('catalogue:list.count', { count: 1 })).toBe('1 course');
    expect(translate('catalogue:list.count', { count: 0 })).toBe('0 courses');
    expect(translate('catalogue:list.count', { count: 12345 })).toBe('12,345 courses');
    await changeLocale('zh');
    expect(translate('catalogue:list.count', { count: 1 })).toBe('共1门课程');
    expect(translate('catalogue:list.count', { count: 12345 })).toBe('共12,345门课程');
    await changeLocale('en');
  });

  it('falls back to the default value, then the key', () => {
    expect(translate('errors:NOT_A_CODE', { defaultValue: 'fallback' })).toBe('fallback');
    expect(translate('nothing.here')).toBe('nothing.here');
  });
});
