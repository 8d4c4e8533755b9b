import { useLocale } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A question's options as radio buttons in the learner's language: one choice at a time. */
export function ChoiceOptions({
  name,
  options,
  value,
  onChoose,
  className,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  options: { id: string; text: string; text_zh: string | null }[];
  value: string | null | undefined;
  onChoose(optionId: string): void;
  className: string;
}) {
  const locale = useLocale();
  return (
    <div className={className}>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface"
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChoose(option.id)}
            className="h-4 w-4 shrink-0 accent-teal-700"
          />
          <span className="break-words">{localized(option, 'text', locale)}</span>
        </label>
      ))}
    </div>
  );
}
