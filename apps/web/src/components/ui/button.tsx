import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-navy-900 text-white hover:bg-navy-800 disabled:bg-navy-900/50',
  secondary:
    'border border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white disabled:opacity-50',
  ghost: 'text-navy-900 hover:bg-surface disabled:opacity-50',
};

/** Class names of a button, for links that look like one; at least 44 px high, for a thumb. */
export function buttonClasses(variant: Variant = 'primary', extra = '') {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  isLoading?: boolean;
  children: ReactNode;
}

/** Our button: a busy state shows a spinner and blocks repeated clicks. */
export function Button({
  variant = 'primary',
  isLoading = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
