import type { Locale } from '@academy/contracts/rules';

/**
 * A record's text in the interface language: `title_zh` in Chinese when present, else the
 * default `title`.
 */
export function localized<K extends string>(
  record: { [key in K]: string } & { [key in `${K}_zh`]?: string | null },
  field: K,
  locale: Locale,
): string {
  if (locale === 'zh') {
    const chinese = record[`${field}_zh` as `${K}_zh`];
    if (typeof chinese === 'string' && chinese.trim()) return chinese;
  }
  return record[field];
}
