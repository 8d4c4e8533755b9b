import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { AUTOPLAY_MS, BannerCarousel, type Slide } from './banner-carousel';

const slides: Slide[] = ['One', 'Two', 'Three'].map((title) => ({
  key: title,
  title,
  description: `${title} description`,
  tag: '',
  image: null,
  link: '/courses',
}));

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <BannerCarousel slides={slides} />
    </MemoryRouter>,
  );

beforeAll(() => initI18n('en', ['home']));
afterEach(() => vi.useRealTimers());

describe('BannerCarousel', () => {
  it('advances every 5 seconds and loops back to the first slide', () => {
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('pauses while hovered and jumps to a slide from its dot', () => {
    vi.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });
});
