/** A loading indicator; give it a label when it stands alone. */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  const dimension = size === 'sm' ? 'h-4 w-4' : 'h-8 w-8';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`${dimension} animate-spin rounded-full border-2 border-current border-r-transparent`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
