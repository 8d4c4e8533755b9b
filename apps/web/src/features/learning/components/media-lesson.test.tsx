import type { ContentItem } from '@academy/contracts/learning';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { renderApp } from '../../../test/render-app';
import { MediaLesson } from './media-lesson';

const video: ContentItem = {
  id: 12,
  course_id: 3,
  position: 2,
  type: 'video',
  title: 'Why index funds work',
  title_zh: '指数基金为何有效',
  description: '',
  description_zh: null,
  duration: 1,
  points_reward: 10,
  user_progress: 0,
  completed_by_user: false,
  position_seconds: 0,
  quiz_result: null,
  seconds_until_completable: 0,
  content_data: {
    type: 'video',
    url: '/media/seed/video.mp4?expires=1&sig=a',
    url_zh: '/media/seed/video-zh.mp4?expires=1&sig=d',
    poster: null,
    transcript: 'Welcome. An index fund buys every company.',
    transcript_zh: '欢迎。指数基金买入全部公司。',
    passages: [
      { start: 0, end: 0.61, text: 'Welcome.', text_zh: '欢迎。' },
      { start: 1, end: 7.32, text: 'An index fund buys every company.', text_zh: null },
      { start: 7.72, end: 11.08, text: 'Fees stay low.', text_zh: '费用很低。' },
    ],
    captions: [
      { language: 'en', url: '/api/content/captions/12/en?expires=1&sig=b' },
      { language: 'zh', url: '/api/content/captions/12/zh?expires=1&sig=c' },
    ],
  },
};

function renderLesson(item: ContentItem = video) {
  const view = renderApp(
    <MediaLesson item={item} isTracking={false} onProgress={() => {}} onEnded={() => {}} />,
  );
  return { ...view, media: view.container.querySelector('video, audio') as HTMLMediaElement };
}

beforeAll(() => initI18n('en', ['learning']));
afterEach(() => changeLocale('en'));

describe('the playback speed', () => {
  it('offers 0.75× to 2×, applies the choice and remembers it on this browser', async () => {
    const { media } = renderLesson();
    const speeds = screen.getByRole('group', { name: 'Speed' });
    expect(
      within(speeds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
    expect(screen.getByRole('button', { name: '1× speed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: '1.5× speed' }));
    expect(screen.getByRole('button', { name: '1.5× speed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '1× speed' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(media.playbackRate).toBe(1.5);
    expect(localStorage.getItem(storageKeys.playbackRate)).toBe('1.5');
  });

  it('starts at the remembered speed, and at normal speed from anything else stored', () => {
    localStorage.setItem(storageKeys.playbackRate, '2');
    const first = renderLesson();
    expect(first.media.playbackRate).toBe(2);
    expect(screen.getByRole('button', { name: '2× speed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    first.unmount();

    for (const stored of ['16', 'fast', '0']) {
      localStorage.setItem(storageKeys.playbackRate, stored);
      const again = renderLesson();
      expect(again.media.playbackRate, stored).toBe(1);
      again.unmount();
    }
  });
});

describe('the keyboard', () => {
  it('is explained on the page and to the player, and tells what a shortcut did', () => {
    const { media } = renderLesson();
    const hint = screen.getByText(/Space plays or pauses, ← and → go back or forward 5 seconds/);
    expect(media).toHaveAttribute('aria-describedby', hint.id);
    expect(media).toHaveAttribute('aria-keyshortcuts', 'Space ArrowLeft ArrowRight');

    Object.defineProperty(media, 'duration', { value: 22 });
    media.currentTime = 10;
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(5);
    expect(screen.getByText('Back 5 seconds, at 0:05')).toBeInTheDocument();

    const play = vi.spyOn(media, 'play').mockImplementation(() => {
      Object.defineProperty(media, 'paused', { value: false, configurable: true });
      return Promise.resolve();
    });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByText('Playing')).toBeInTheDocument();
  });
});

describe('the transcript', () => {
  it('marks the passage being spoken and plays from a passage chosen', () => {
    const { media } = renderLesson();
    const passages = screen.getAllByRole('button', { name: /^\d+:\d\d/ });
    expect(passages.map((passage) => passage.textContent)).toEqual([
      '0:00Welcome.',
      '0:01An index fund buys every company.',
      '0:07Fees stay low.',
    ]);
    expect(passages.filter((passage) => passage.hasAttribute('aria-current'))).toEqual([]);

    media.currentTime = 3;
    fireEvent.timeUpdate(media);
    expect(passages[1]).toHaveAttribute('aria-current', 'time');

    fireEvent.click(passages[2] as HTMLElement);
    expect(media.currentTime).toBe(7.72);
    expect(passages[2]).toHaveAttribute('aria-current', 'time');
    expect(passages[1]).not.toHaveAttribute('aria-current');
    // Choosing a passage leaves the focus where the learner put it.
    expect(document.activeElement).not.toBe(media);
  });

  it('reads in Chinese where the passage has it, and stays plain without timings', async () => {
    await act(() => changeLocale('zh'));
    renderLesson();
    expect(screen.getByRole('button', { name: /欢迎。/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /An index fund/ })).toBeInTheDocument();
    await act(() => changeLocale('en'));

    const plain = renderLesson({
      ...video,
      content_data: { ...video.content_data, passages: [] } as ContentItem['content_data'],
    });
    expect(
      within(plain.container).getByText('Welcome. An index fund buys every company.'),
    ).toBeInTheDocument();
  });
});

describe('captions', () => {
  it('are a track per language, shown in the page’s language and labelled in it', async () => {
    const { container } = renderLesson();
    const tracks = [...container.querySelectorAll('track')];
    expect(
      tracks.map((track) => [track.kind, track.srclang, track.label, track.default, track.src]),
    ).toEqual([
      ['captions', 'en', 'English', true, expect.stringContaining('/api/content/captions/12/en?')],
      [
        'captions',
        'zh-CN',
        'Chinese',
        false,
        expect.stringContaining('/api/content/captions/12/zh?'),
      ],
    ]);
  });

  it('have no track where there are no captions, and none on audio', () => {
    const { container } = renderLesson({
      ...video,
      type: 'audio',
      content_data: {
        type: 'audio',
        url: '/media/seed/audio.mp3?expires=1&sig=a',
        url_zh: null,
        transcript: 'Hello',
        transcript_zh: null,
        passages: [],
      },
    });
    expect(container.querySelector('audio')).not.toBeNull();
    expect(container.querySelectorAll('track')).toHaveLength(0);
  });
});

describe('the file', () => {
  it('is the Chinese edition for a Chinese reader, and the other file otherwise', async () => {
    const { media, unmount } = renderLesson();
    expect(media.getAttribute('src')).toBe('/media/seed/video.mp4?expires=1&sig=a');
    unmount();
    await act(() => changeLocale('zh'));
    expect(renderLesson().media.getAttribute('src')).toBe(
      '/media/seed/video-zh.mp4?expires=1&sig=d',
    );
  });

  it('falls back to the one file a lesson has in either language', async () => {
    await act(() => changeLocale('zh'));
    const { media } = renderLesson({
      ...video,
      content_data: { ...video.content_data, url_zh: null } as ContentItem['content_data'],
    });
    expect(media.getAttribute('src')).toBe('/media/seed/video.mp4?expires=1&sig=a');
  });
});
