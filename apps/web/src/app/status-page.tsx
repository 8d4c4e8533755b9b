import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { useTranslation } from '../lib/i18n';

const codes = { notFound: '404', forbidden: '403', serverError: '500' } as const;

/** The 404, 403 and 500 pages: a clear message and a way back. */
export function StatusPage({ kind }: { kind: keyof typeof codes }) {
  const { t } = useTranslation('pages');
  useDocumentTitle(kind);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-gold-600">{codes[kind]}</p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{t(`common:titles.${kind}`)}</h1>
      <p className="mt-3 text-lg text-muted">{t(`${kind}.description`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {kind === 'serverError' && (
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => window.location.reload()}
          >
            {t('serverError.retry')}
          </button>
        )}
        <Link to="/" className={buttonClasses('primary')}>
          {t(`${kind}.home`)}
        </Link>
      </div>
    </section>
  );
}
