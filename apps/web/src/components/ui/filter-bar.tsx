import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './button';

/** The look of a list's search box and selects. */
export const filterFieldClass =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-navy-900 focus:outline-none';

/** The band above a public list that holds its search box and filters. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-3 rounded-2xl bg-surface p-4 md:flex-row md:items-end">
      {children}
    </div>
  );
}

/**
 * A list's search box. `value` is the search the URL holds: the box follows it when back or
 * forward changes it, and `onSearch` gets what was typed, trimmed, or undefined for nothing.
 */
export function SearchBox({
  label,
  placeholder,
  buttonLabel,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  value: string | undefined;
  onSearch(search: string | undefined): void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  }

  return (
    <search className="flex flex-1">
      <form onSubmit={submit} className="flex flex-1 gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-navy-900">
          {label}
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            className={filterFieldClass}
          />
        </label>
        <Button type="submit" className="h-11 self-end">
          {buttonLabel}
        </Button>
      </form>
    </search>
  );
}
