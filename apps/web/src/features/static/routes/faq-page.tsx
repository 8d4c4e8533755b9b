import type { Locale } from '@academy/contracts/rules';
import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { useTranslation } from '../../../lib/i18n';
import { faqItems } from '../components/faq-items';

/** Ten questions that fold open one by one; the EN / 中文 switch changes their language and folds them all. */
export function FaqPage() {
  const { t, locale } = useTranslation('static');
  const [faqLocale, setFaqLocale] = useState<Locale>(locale);
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(new Set());

  function switchLanguage(next: Locale) {
    setFaqLocale(next);
    setOpenItems(new Set());
  }

  function toggle(index: number) {
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={t('faq.heading')} description={t('faq.description')} />
      <fieldset className="mb-6 inline-flex rounded-lg border border-slate-300 p-1">
        <legend className="sr-only">{t('faq.language')}</legend>
        {(['en', 'zh'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={faqLocale === option}
            onClick={() => switchLanguage(option)}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${
              faqLocale === option ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-surface'
            }`}
          >
            {option === 'en' ? 'EN' : '中文'}
          </button>
        ))}
      </fieldset>
      <ul
        lang={faqLocale === 'zh' ? 'zh-CN' : 'en'}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200"
      >
        {faqItems.map((item, index) => {
          const { q, a } = item[faqLocale];
          const isOpen = openItems.has(index);
          return (
            <li key={item.en.q}>
              <h2>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`faq-answer-${index}`}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-surface"
                >
                  {q}
                  <span aria-hidden="true" className="text-xl">
                    {isOpen ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div id={`faq-answer-${index}`} hidden={!isOpen} className="px-5 pb-4 text-ink">
                {a}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
