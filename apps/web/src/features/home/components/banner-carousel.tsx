import type { Banner } from '@academy/contracts/home';
import { linkKind } from '@academy/contracts/home.rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** Slides advance every 5 s. */
export const AUTOPLAY_MS = 5000;
const SWIPE_PX = 40;

export interface Slide {
  key: string;
  title: string;
  description: string;
  tag: string;
  image: string | null;
  link: string;
}

/** Banners as slides in the interface language. */
export function bannerSlides(banners: Banner[], locale: 'en' | 'zh'): Slide[] {
  return banners.map((banner) => ({
    key: String(banner.id),
    title: localized(banner, 'name', locale),
    description: localized(banner, 'desc', locale),
    tag: localized(banner, 'tag', locale),
    image: banner.image,
    link: banner.link,
  }));
}

/** Links to other sites open in a new tab; our own paths stay in the app (one rule: `linkKind`). */
function SlideLink({
  link,
  className,
  children,
}: {
  link: string;
  className: string;
  children: ReactNode;
}) {
  const kind = linkKind(link);
  if (kind === 'external') {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  // Anything that is not plainly our own path stays on our home page.
  return (
    <Link to={kind === 'internal' ? link : '/'} className={className}>
      {children}
    </Link>
  );
}

const artGradients = [
  'from-navy-800 via-teal-700 to-navy-950',
  'from-teal-700 via-navy-800 to-navy-950',
  'from-navy-900 via-navy-700 to-teal-700',
];

/** A slide without an image gets drawn art: a gradient with a rising chart line. */
function SlideArt({ index }: { index: number }) {
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 bg-gradient-to-br ${artGradients[index % artGradients.length]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 225"
        className="h-full w-full"
        preserveAspectRatio="none"
      >
        <path
          d="M0 190 80 150l60 20 80-70 60 25 120-95"
          fill="none"
          stroke="#d4a72c"
          strokeWidth="5"
        />
        <path d="M0 190 80 150l60 20 80-70 60 25 120-95V225H0Z" fill="#ffffff" opacity=".08" />
      </svg>
    </div>
  );
}

/** A slide's tag, title, description and link beside its image (or drawn art). */
function SlideContent({ slide, position }: { slide: Slide; position: number }) {
  const { t } = useTranslation('home');
  return (
    <>
      <div className="relative order-2 flex flex-col justify-center gap-3 p-6 pb-14 sm:p-10 sm:pb-14 md:order-1">
        {slide.tag && (
          <span className="inline-block self-start rounded-full bg-gold-500 px-3 py-0.5 text-xs font-bold text-navy-950">
            {slide.tag}
          </span>
        )}
        <h2 className="text-2xl font-bold sm:text-4xl">{slide.title}</h2>
        <p className="text-white/90">{slide.description}</p>
        <SlideLink
          link={slide.link}
          className="inline-flex self-start rounded-lg bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-surface"
        >
          {t('carousel.learnMore')}
          <span className="sr-only">: {slide.title}</span>
        </SlideLink>
      </div>
      <div className="relative order-1 aspect-[16/9] md:order-2 md:aspect-auto">
        {slide.image ? (
          <img
            key={slide.key}
            src={slide.image}
            alt=""
            width={1200}
            height={480}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <SlideArt index={position} />
        )}
      </div>
    </>
  );
}

/** Previous, next and a dot per slide. */
function CarouselControls({
  slides,
  current,
  go,
}: {
  slides: Slide[];
  current: number;
  go: (next: number) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <button
        type="button"
        onClick={() => go(current - 1)}
        aria-label={t('carousel.previous')}
        className="absolute bottom-3 left-6 h-9 w-9 rounded-full bg-white/15 text-xl hover:bg-white/25"
      >
        ‹
      </button>
      <button
        type="button"
        onClick={() => go(current + 1)}
        aria-label={t('carousel.next')}
        className="absolute bottom-3 left-16 h-9 w-9 rounded-full bg-white/15 text-xl hover:bg-white/25"
      >
        ›
      </button>
      <div className="absolute bottom-4 right-6 flex gap-2">
        {slides.map((slide, dot) => (
          <button
            key={slide.key}
            type="button"
            aria-label={t('carousel.goTo', { number: dot + 1 })}
            aria-current={dot === current ? 'true' : undefined}
            onClick={() => go(dot)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`h-3 w-3 rounded-full ${dot === current ? 'bg-gold-500' : 'bg-white/60 hover:bg-white'}`}
            />
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * A small accessible carousel: autoplay every 5 s with looping, pagination dots, previous/next,
 * arrow keys and swipe; it pauses while hovered or focused and never autoplays under reduced
 * motion.
 */
export function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  const go = (next: number) => setIndex(((next % count) + count) % count);

  // A timeout per slide, so a manual move also restarts the 5 s before the next one.
  useEffect(() => {
    if (isPaused || count < 2 || prefersReducedMotion()) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [current, isPaused, count]);

  const active = slides[current];
  if (!active) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative overflow-hidden rounded-3xl bg-navy-900 text-white"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(current - 1);
        if (event.key === 'ArrowRight') go(current + 1);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? current + 1 : current - 1);
      }}
    >
      <div className="grid min-h-[18rem] md:min-h-[22rem] md:grid-cols-2">
        <p className="sr-only" aria-live={isPaused ? 'polite' : 'off'}>
          {t('carousel.slide', { current: current + 1, total: count })}
        </p>
        <SlideContent slide={active} position={current} />
      </div>
      {count > 1 && <CarouselControls slides={slides} current={current} go={go} />}
    </section>
  );
}
