/** Each cover size: the picture's own width and height, and the box it is cropped to. */
const SIZES = {
  small: { width: 96, height: 54, box: 'h-14 w-24 rounded-lg' },
  medium: { width: 128, height: 72, box: 'h-20 w-32 rounded-lg' },
  large: { width: 240, height: 180, box: 'h-44 w-60 rounded-2xl' },
};

/**
 * A picture beside the text that names it, so decorative (`alt=""`), drawn only when there is one:
 * lazy, unless it leads the page.
 */
export function CoverPicture({
  src,
  size,
  className = '',
  isAboveFold = false,
}: {
  src: string | null;
  size: keyof typeof SIZES;
  /** How it sits in its row, e.g. `shrink-0`. */
  className?: string;
  isAboveFold?: boolean;
}) {
  if (!src) return null;
  const { width, height, box } = SIZES[size];
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={isAboveFold ? undefined : 'lazy'}
      className={`${box} object-cover ${className}`.trimEnd()}
    />
  );
}
