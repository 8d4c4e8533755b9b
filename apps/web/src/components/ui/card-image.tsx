import type { ReactNode } from 'react';

/**
 * A card's picture in a fixed frame, decorative (the card's title names it): eager with high
 * priority for the cards above the fold, lazy below. The picture lies over the frame, so a
 * picture of another shape than the frame's (an admin's upload) fills it when it arrives instead
 * of growing the card.
 */
export function CardImage({
  src,
  width,
  height,
  frame,
  isAboveFold = false,
  children,
}: {
  src: string | null;
  width: number;
  height: number;
  /** The frame's aspect ratio class, e.g. `aspect-[16/9]`. */
  frame: string;
  isAboveFold?: boolean;
  /** Badges laid over the picture. */
  children?: ReactNode;
}) {
  return (
    <div className={`relative bg-slate-100 ${frame}`}>
      {src && (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={isAboveFold ? 'eager' : 'lazy'}
          fetchPriority={isAboveFold ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      {children}
    </div>
  );
}
