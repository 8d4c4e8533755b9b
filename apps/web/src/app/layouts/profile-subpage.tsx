import { href } from '@academy/contracts/app-routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../lib/i18n';

/** A page of the learner's profile (mistakes, notes): the way back to it, a heading, the body. */
export function ProfileSubpage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={href('profile')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('titles.profile')}
      </Link>
      <div className="mt-4">
        <PageHeading title={title} description={description} />
      </div>
      {children}
    </div>
  );
}
