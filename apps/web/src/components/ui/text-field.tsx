import { type InputHTMLAttributes, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field; red and announced when `isInvalid`. */
  hint?: string | undefined;
  isInvalid?: boolean;
}

/** A labelled input with an optional hint or error tied to it for assistive technology. */
export function TextField({
  label,
  hint,
  isInvalid = false,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={`rounded-lg border px-3 py-2 text-base outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 read-only:cursor-default read-only:border-dashed read-only:bg-surface read-only:text-muted read-only:focus:ring-0 ${
          isInvalid ? 'border-red-500' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint && (
        <p
          id={hintId}
          className={`text-sm ${isInvalid ? 'text-red-700' : 'text-muted'}`}
          aria-live="polite"
        >
          {hint}
        </p>
      )}
    </div>
  );
}
