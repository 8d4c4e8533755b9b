import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';

/**
 * The frame of every account form: our own validation instead of the browser's bubbles, and the
 * reason a submit failed above the fields.
 */
export function AuthForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {children}
    </form>
  );
}
