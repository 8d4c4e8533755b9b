import type { Banner } from '@academy/contracts/home';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** Slides advance every 5 s (spec §9). */
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

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function SlideLink({
  link,
  className,
  children,
}: {
  link: string;
  className: string;
  children: ReactNode;
}) {
  if (/^https?:\/\//.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link || '/'} className={className}>
      {children}
    </Link>
  );
}

/**
 * A small accessible carousel: autoplay every 5 s with looping, pagination dots, previous/next,
 * swipe; it pauses while hovered or focused and does not autoplay under reduced motion.
 */
export function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (isPaused || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPaused, count]);

  if (count === 0) return null;
  const active = slides[Math.min(index, count - 1)] ?? slides[0];
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
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="grid min-h-[18rem] md:min-h-[22rem] md:grid-cols-2">
        <p className="sr-only" aria-live={isPaused ? 'polite' : 'off'}>
          {t('carousel.slide', { current: index + 1, total: count })}
        </p>
        <div className="relative order-2 flex flex-col justify-center gap-3 p-6 pb-12 sm:p-10 md:order-1">
          {active.tag && (
            <span className="inline-block self-start rounded-full bg-gold-500 px-3 py-0.5 text-xs font-bold text-navy-950">
              {active.tag}
            </span>
          )}
          <h2 className="text-2xl font-bold sm:text-4xl">{active.title}</h2>
          <p className="text-white/90">{active.description}</p>
          <SlideLink
            link={active.link}
            className="inline-flex self-start rounded-lg bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-surface"
          >
            {t('carousel.learnMore')}
            <span className="sr-only">: {active.title}</span>
          </SlideLink>
        </div>
        <div className="relative order-1 aspect-[16/9] md:order-2 md:aspect-auto">
          {active.image ? (
            <img
              key={active.key}
              src={active.image}
              alt=""
              width={1200}
              height={480}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-br from-navy-800 via-teal-700 to-navy-950"
            />
          )}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('carousel.previous')}
            className="absolute bottom-3 left-6 rounded-full bg-white/15 px-3 py-1 text-xl hover:bg-white/25"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('carousel.next')}
            className="absolute bottom-3 left-16 rounded-full bg-white/15 px-3 py-1 text-xl hover:bg-white/25"
          >
            ›
          </button>
          <div className="absolute bottom-4 right-6 flex gap-2">
            {slides.map((slide, dot) => (
              <button
                key={slide.key}
                type="button"
                aria-label={t('carousel.goTo', { number: dot + 1 })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => go(dot)}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ${dot === index ? 'bg-gold-500' : 'bg-white/60 hover:bg-white'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
