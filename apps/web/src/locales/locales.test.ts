import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { halfWidthPunctuation } from '@academy/contracts/chinese-text.rules';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Plural forms (`likes_one`) belong to their language: English needs "one", Chinese does not. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const messageKeys = (catalog: unknown) =>
  [...new Set(keys(catalog).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

/** The web's own texts, and the error messages the server shares (packages/contracts). */
const roots = [root, path.resolve(root, '../../../../packages/contracts/src/locales')];
/** Each namespace file of a language by its name (`common.json`), wherever it lives. */
const files = (locale: string) =>
  new Map(
    roots.flatMap((dir) =>
      readdirSync(path.join(dir, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file, path.join(dir, locale, file)] as const),
    ),
  );
const namespaces = (locale: string) => [...files(locale).keys()].sort();
const read = (locale: string, file: string) =>
  readFileSync(files(locale).get(file) ?? path.join(root, locale, file), 'utf8');
const load = (locale: string, file: string) => JSON.parse(read(locale, file));

describe('translations', () => {
  it('have the same namespaces in en and zh', () => {
    expect(namespaces('zh')).toEqual(namespaces('en'));
    expect(namespaces('en').length).toBeGreaterThan(0);
  });

  it.each(namespaces('en'))('%s has identical keys and no empty text in both languages', (file) => {
    const en = load('en', file);
    const zh = load('zh', file);
    expect(messageKeys(zh)).toEqual(messageKeys(en));
    for (const catalog of [en, zh]) {
      const all = keys(catalog);
      for (const key of all.filter((name) => PLURAL_SUFFIX.test(name))) {
        expect(all, `${file}: ${key} needs its general form`).toContain(
          key.replace(PLURAL_SUFFIX, ''),
        );
      }
    }
    for (const [locale, catalog] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      for (const key of keys(catalog)) {
        const text = key.split('.').reduce((node, part) => node[part], catalog);
        expect(
          typeof text === 'string' && text.trim().length > 0,
          `${locale}/${file}: ${key}`,
        ).toBe(true);
      }
    }
  });

  it('sets numbers against Chinese without a space, as one rule everywhere', () => {
    const number = String.raw`(\d|\{\{(count|time|min|max|points|page|year|score|attempts)\}\})`;
    const spaced = new RegExp(String.raw`\p{Script=Han} ${number}|${number} \p{Script=Han}`, 'u');
    for (const file of namespaces('zh')) {
      expect(read('zh', file), file).not.toMatch(spaced);
    }
  });

  it('writes ? ! : ; , full-width next to Chinese, in every text', () => {
    for (const file of namespaces('zh')) {
      const catalog = load('zh', file);
      for (const key of keys(catalog)) {
        const text = key.split('.').reduce((node, part) => node[part], catalog);
        expect(halfWidthPunctuation(text), `zh/${file}: ${key}`).toEqual([]);
      }
    }
  });

  it('never puts a space between two Chinese characters', () => {
    for (const file of namespaces('zh')) {
      expect(read('zh', file), file).not.toMatch(/[\u4e00-\u9fff] [\u4e00-\u9fff]/);
    }
  });
});
