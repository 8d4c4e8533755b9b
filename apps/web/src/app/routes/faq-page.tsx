import type { Locale } from '@academy/contracts/rules';
import { useEffect, useId, useState, useTransition } from 'react';
import { PageHeading } from '../../components/ui/page-heading';
import { ToggleGroup } from '../../components/ui/toggle-group';
import { faqItemIds } from '../../features/static/components/faq-items';
import { preloadNamespace, useTranslation, useTranslationIn } from '../../lib/i18n';

const faqLocales = [
  { value: 'en', label: 'EN', lang: 'en' },
  { value: 'zh', label: '中文', lang: 'zh-CN' },
] as const;

/** Ten questions that fold open one by one; the EN / 中文 switch changes their language and folds them all. */
export function FaqPage() {
  const { t, locale } = useTranslation('static');
  const [faqLocale, setFaqLocale] = useState<Locale>(locale);
  const faqT = useTranslationIn('static', faqLocale);
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(new Set());
  const [, startTransition] = useTransition();
  const idPrefix = useId();

  // Both languages are fetched up front, so the switch answers at once.
  useEffect(() => {
    for (const option of faqLocales) preloadNamespace(option.value, 'static');
  }, []);

  function switchLanguage(next: Locale) {
    setOpenItems(new Set());
    startTransition(() => setFaqLocale(next));
  }

  function toggle(id: string) {
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={t('faq.heading')} description={t('faq.description')} />
      <ToggleGroup
        label={t('faq.language')}
        options={faqLocales}
        value={faqLocale}
        onChange={switchLanguage}
        look="segments"
        className="mb-6"
      />
      <ul
        lang={faqLocale === 'zh' ? 'zh-CN' : 'en'}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200"
      >
        {faqItemIds.map((id) => {
          const isOpen = openItems.has(id);
          const answerId = `${idPrefix}-${id}`;
          return (
            <li key={id}>
              <h2>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={answerId}
                  onClick={() => toggle(id)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-surface"
                >
                  {faqT(`faq.items.${id}.q`)}
                  <span aria-hidden="true" className="text-xl">
                    {isOpen ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div id={answerId} hidden={!isOpen} className="px-5 pb-4 text-ink">
                {faqT(`faq.items.${id}.a`)}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export { FaqPage as Component };
