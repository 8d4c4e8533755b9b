/** The academy's mark: a gold peak on navy. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#13315c" />
      <path d="M8 23 16 8l8 15h-4.2L16 15.6 12.2 23Z" fill="#d4a72c" />
    </svg>
  );
}
