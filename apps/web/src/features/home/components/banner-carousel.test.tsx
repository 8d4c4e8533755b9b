import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { AUTOPLAY_MS, BannerCarousel, type Slide } from './banner-carousel';

const buildSlides = (links: string[] = ['/courses', '/teachers', '/auth/register']): Slide[] =>
  ['One', 'Two', 'Three'].map((title, index) => ({
    key: title,
    title,
    description: `${title} description`,
    tag: '',
    image: null,
    link: links[index] ?? '/',
  }));

function renderCarousel(slides = buildSlides()) {
  render(
    <MemoryRouter>
      <BannerCarousel slides={slides} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Highlights' });
}

const showing = (title: string) =>
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();

const defaultMatchMedia = window.matchMedia;
function preferReducedMotion() {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({ matches: query.includes('prefers-reduced-motion'), media: query }) as MediaQueryList,
  );
}

beforeAll(() => initI18n('en', ['home']));
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = defaultMatchMedia;
});

describe('BannerCarousel', () => {
  it('advances every 5 seconds and loops back to the first slide', () => {
    vi.useFakeTimers();
    renderCarousel();
    showing('One');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1));
    showing('One');
    act(() => vi.advanceTimersByTime(1));
    showing('Two');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    showing('Three');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    showing('One');
  });

  it('pauses while hovered and jumps to a slide from its dot', () => {
    vi.useFakeTimers();
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    showing('One');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    showing('Three');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    showing('One');
  });

  it('pauses while something inside has focus, and resumes when focus leaves', () => {
    vi.useFakeTimers();
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    showing('One');
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    showing('Two');
  });

  it('moves with previous and next, the arrow keys and a swipe, looping at both ends', () => {
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    showing('Three');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    showing('One');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    showing('Two');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    showing('One');
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 }] });
    showing('Two');
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 120 }] });
    showing('Two');
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 300 }] });
    showing('One');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    showing('One');
  });

  it('opens links to other sites in a new tab and keeps our own paths in the app', () => {
    renderCarousel(buildSlides(['https://example.com/event', '/teachers', '/']));
    const external = screen.getByRole('link', { name: /Learn more/ });
    expect(external).toHaveAttribute('href', 'https://example.com/event');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const internal = screen.getByRole('link', { name: /Learn more/ });
    expect(internal).toHaveAttribute('href', '/teachers');
    expect(internal).not.toHaveAttribute('target');
  });
});
