import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { MyNotes } from '../../features/notes/components/my-notes';
import { useTranslation } from '../../lib/i18n';

/** /profile/notes: every note the learner took, a page of the learner's profile. */
export function MyNotesPage() {
  const { t } = useTranslation('notes');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/profile" className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('common:titles.profile')}
      </Link>
      <div className="mt-4">
        <PageHeading title={t('common:titles.myNotes')} description={t('description')} />
      </div>
      <MyNotes />
    </div>
  );
}

export { MyNotesPage as Component };
