import { useTranslation } from '../../../lib/i18n';

const figures = ['scholars', 'investors', 'cycle'] as const;

/** The company vision with the marketing figures. */
export function VisionSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="vision-heading" className="grid gap-8 md:grid-cols-2 md:items-center">
      <div className="space-y-4">
        <h2 id="vision-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {t('vision.heading')}
        </h2>
        <p className="text-lg text-muted">{t('vision.body')}</p>
        <p className="text-muted">{t('vision.cycle')}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
        {figures.map((key) => (
          <div key={key} className="flex flex-col-reverse rounded-2xl bg-surface p-5">
            <dt className="text-sm text-muted">{t(`vision.figures.${key}.label`)}</dt>
            <dd className="text-2xl font-bold text-navy-900">{t(`vision.figures.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
