import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home page section: its heading, a link to the whole list beside it, then the list. */
export function HomeSection({
  id,
  heading,
  linkTo,
  linkLabel,
  children,
}: {
  id: string;
  heading: string;
  linkTo: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-navy-900">
          {heading}
        </h2>
        <Link to={linkTo} className="text-sm font-semibold text-teal-700 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
