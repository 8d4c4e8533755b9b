import type { Locale } from '@academy/contracts/rules';

/**
 * A record's text in the interface language: `title_zh` in Chinese and the default `title`
 * otherwise, each falling back to the other when it is empty (a lesson may be titled in one
 * language only).
 */
export function localized<K extends string>(
  record: { [key in K]: string } & { [key in `${K}_zh`]?: string | null },
  field: K,
  locale: Locale,
): string {
  const chinese = record[`${field}_zh` as `${K}_zh`];
  const hasChinese = typeof chinese === 'string' && chinese.trim() !== '';
  if (locale === 'zh' && hasChinese) return chinese;
  if (record[field].trim() === '' && hasChinese) return chinese;
  return record[field];
}
