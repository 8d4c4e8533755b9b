import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-settings';

/** Who we are, how learning works, and the support contacts an admin configures. */
export function AboutPage() {
  const { t, locale } = useTranslation('static');
  const settings = useSiteSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <PageHeading title={t('about.heading')} description={t('about.lead')} />
      <p className="text-lg leading-relaxed">{t('about.mission')}</p>
      <section aria-labelledby="how-heading" className="space-y-3">
        <h2 id="how-heading" className="text-xl font-semibold text-navy-900">
          {t('about.howHeading')}
        </h2>
        <p className="leading-relaxed">{t('about.how')}</p>
      </section>
      <section aria-labelledby="support-heading" className="rounded-2xl bg-surface p-6">
        <h2 id="support-heading" className="mb-4 text-xl font-semibold text-navy-900">
          {t('about.contactHeading')}
        </h2>
        {settings.data ? (
          <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted">{t('about.email')}</dt>
            <dd>
              <a
                className="font-medium text-teal-700 hover:underline"
                href={`mailto:${settings.data.support_email}`}
              >
                {settings.data.support_email}
              </a>
            </dd>
            <dt className="text-muted">{t('about.phone')}</dt>
            <dd>
              <a
                className="font-medium text-teal-700 hover:underline"
                href={`tel:${settings.data.support_phone.replace(/\s/g, '')}`}
              >
                {settings.data.support_phone}
              </a>
            </dd>
            <dt className="text-muted">{t('about.hours')}</dt>
            <dd>
              {locale === 'zh' ? settings.data.support_hours_zh : settings.data.support_hours}
            </dd>
          </dl>
        ) : (
          <p className="text-muted">{t('about.loading')}</p>
        )}
      </section>
    </div>
  );
}

export { AboutPage as Component };
