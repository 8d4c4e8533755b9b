import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { caseStoryIds } from '../../features/static/components/case-stories';
import { useTranslation } from '../../lib/i18n';

/** Three stories at first and three more per Load More. */
export const CASES_STEP = 3;

/** Learners' success stories. */
export function CasesPage() {
  const { t } = useTranslation('static');
  const [shown, setShown] = useState(CASES_STEP);
  const isAllLoaded = shown >= caseStoryIds.length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={t('cases.heading')} description={t('cases.description')} />
      <ul className="grid gap-6 md:grid-cols-3" aria-live="polite">
        {caseStoryIds.slice(0, shown).map((id) => {
          const field = (name: string) => t(`cases.stories.${id}.${name}`);
          return (
            <li
              key={id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div>
                <h2 className="font-semibold text-navy-900">{field('name')}</h2>
                <p className="text-sm text-muted">{field('role')}</p>
              </div>
              <p className="flex-1">{field('story')}</p>
              <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                <span className="font-semibold">{t('cases.outcome')}</span>
                {field('outcome')}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 text-center">
        {isAllLoaded ? (
          <p role="status" className="text-muted">
            {t('cases.allLoaded')}
          </p>
        ) : (
          <Button variant="secondary" onClick={() => setShown((count) => count + CASES_STEP)}>
            {t('cases.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}

export { CasesPage as Component };
