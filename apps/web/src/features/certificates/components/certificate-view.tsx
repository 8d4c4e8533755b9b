import type { Certificate } from '@academy/contracts/certificates';
import { useTranslation } from '../../../lib/i18n';
import { formatIssueDay } from './format-issue-day';

/** A name in the reading language first, the other below it when it differs. */
function BothLanguages({
  text,
  textZh,
  locale,
}: {
  text: string;
  textZh: string | null;
  locale: 'en' | 'zh';
}) {
  const other = textZh && textZh !== text ? textZh : null;
  const [first, second] = locale === 'zh' && other ? [other, text] : [text, other];
  return (
    <>
      <span className="block">{first}</span>
      {second && (
        <span
          className="block text-base font-normal text-muted"
          lang={locale === 'zh' ? 'en' : 'zh-CN'}
        >
          {second}
        </span>
      )}
    </>
  );
}

/**
 * A certificate as anyone verifying it sees it: who finished which course with which teacher,
 * and when. Nothing more is known to the page.
 */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const { t, locale } = useTranslation('certificates');
  return (
    <article
      aria-labelledby="certificate-heading"
      className="rounded-2xl border-4 border-double border-gold-500 bg-white px-5 py-8 text-center shadow-sm sm:px-12 sm:py-12"
    >
      <p className="text-sm font-semibold tracking-widest text-teal-700">{t('verified')}</p>
      <h1 id="certificate-heading" className="mt-3 text-3xl font-bold text-navy-900 sm:text-4xl">
        {t('heading')}
      </h1>
      <dl className="mt-8 space-y-6">
        <div>
          <dt className="text-sm text-muted">{t('learner')}</dt>
          <dd className="mt-1 break-words text-2xl font-bold text-navy-900 sm:text-3xl">
            {certificate.learner_name}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('course')}</dt>
          <dd className="mt-1 break-words text-xl font-semibold text-navy-900">
            <BothLanguages
              text={certificate.course_title}
              textZh={certificate.course_title_zh}
              locale={locale}
            />
          </dd>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('teacher')}</dt>
            <dd className="mt-1 font-semibold text-navy-900">
              {certificate.teacher_name ? (
                <BothLanguages
                  text={certificate.teacher_name}
                  textZh={certificate.teacher_name_zh}
                  locale={locale}
                />
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('issued')}</dt>
            <dd className="mt-1 font-semibold text-navy-900">
              <time dateTime={certificate.issued_day}>
                {formatIssueDay(certificate.issued_day, locale)}
              </time>
            </dd>
          </div>
        </div>
      </dl>
    </article>
  );
}
