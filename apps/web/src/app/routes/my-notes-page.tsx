import { MyNotes } from '../../features/notes/components/my-notes';
import { useTranslation } from '../../lib/i18n';
import { ProfileSubpage } from '../layouts/profile-subpage';

/** /profile/notes: every note the learner took, a page of the learner's profile. */
export function MyNotesPage() {
  const { t } = useTranslation('notes');
  return (
    <ProfileSubpage title={t('common:titles.myNotes')} description={t('description')}>
      <MyNotes />
    </ProfileSubpage>
  );
}

export { MyNotesPage as Component };
