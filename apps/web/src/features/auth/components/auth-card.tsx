import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  heading: string;
  intro: string;
  children: ReactNode;
  switchText: string;
  switchLabel: string;
  switchTo: string;
}

/** The login/register frame, with the link that toggles between the two. */
export function AuthCard({
  heading,
  intro,
  children,
  switchText,
  switchLabel,
  switchTo,
}: AuthCardProps) {
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl shadow-navy-900/10 sm:p-8">
      <h1 className="text-2xl font-bold text-navy-900">{heading}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-6">{children}</div>
      <p className="mt-6 text-center text-sm text-muted">
        {switchText}{' '}
        <Link
          to={switchTo}
          className="font-semibold text-teal-700 underline-offset-4 hover:underline"
        >
          {switchLabel}
        </Link>
      </p>
    </div>
  );
}
