import { initialsOf } from '@academy/contracts/teachers.rules';

/** A person's round photo, or a neutral placeholder with their initials when there is none. */
export function Avatar({
  src,
  name,
  size,
  isLazy = true,
}: {
  src: string | null;
  name: string;
  size: number;
  isLazy?: boolean;
}) {
  if (!src) {
    return (
      <span
        role="img"
        aria-label={name}
        style={{ width: size, height: size }}
        className="inline-flex items-center justify-center rounded-full bg-navy-800 text-2xl font-bold text-white"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading={isLazy ? 'lazy' : 'eager'}
      decoding="async"
      style={{ width: size, height: size }}
      className="rounded-full object-cover"
    />
  );
}
