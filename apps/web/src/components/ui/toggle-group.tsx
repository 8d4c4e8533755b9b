import type { ReactNode } from 'react';

/** How a group looks: segments in one frame, separate pills, or framed boxes. */
const looks = {
  segments: {
    group: 'inline-flex rounded-lg border border-slate-300 p-1',
    button: 'rounded-md px-4 py-1.5',
    on: 'bg-navy-900 text-white',
    off: 'text-navy-900 hover:bg-surface',
  },
  pills: {
    group: 'flex flex-wrap gap-2',
    button: 'rounded-full px-4 py-2',
    on: 'bg-navy-900 text-white',
    off: 'bg-surface text-navy-900 hover:bg-slate-200',
  },
  boxes: {
    group: 'flex flex-wrap items-center gap-1.5',
    button: 'min-w-12 rounded-lg border px-2.5 py-1.5 tabular-nums transition-colors',
    on: 'border-navy-900 bg-navy-900 text-white',
    off: 'border-slate-300 text-navy-900 hover:border-navy-900 hover:bg-surface',
  },
};

export interface ToggleOption<Value> {
  value: Value;
  label: ReactNode;
  /** What a screen reader says, where the label alone is terse ("1.5×"). */
  ariaLabel?: string;
  /** The option's own language, where it names one ("中文"). */
  lang?: string;
}

/**
 * One choice among a few, as a row of toggle buttons in a labelled group: the chosen one is
 * pressed. Buttons rather than a menu, so each is one tap on a phone and one Tab stop away.
 */
export function ToggleGroup<Value>({
  label,
  options,
  value,
  onChange,
  look,
  isLabelShown = false,
  className = '',
}: {
  label: string;
  options: readonly ToggleOption<Value>[];
  value: Value;
  onChange(value: Value): void;
  look: keyof typeof looks;
  /** Shows the label before the buttons as well as telling it to screen readers. */
  isLabelShown?: boolean;
  className?: string;
}) {
  const style = looks[look];
  return (
    <fieldset className={`${style.group} ${className}`}>
      <legend className="sr-only">{label}</legend>
      {isLabelShown && (
        <span aria-hidden="true" className="mr-1 text-sm font-semibold text-navy-900">
          {label}
        </span>
      )}
      {options.map((option) => {
        const isChosen = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            lang={option.lang}
            aria-pressed={isChosen}
            aria-label={option.ariaLabel}
            onClick={() => onChange(option.value)}
            className={`${style.button} text-sm font-semibold ${isChosen ? style.on : style.off}`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
