import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  applyShortcut,
  type MediaShortcut,
  shortcutFor,
  useMediaShortcuts,
} from './use-media-shortcuts';

/** The shortcut a key pressed on an element means, as the document's listener receives it. */
function pressOn(element: Element, key: string, init: KeyboardEventInit = {}) {
  let seen: MediaShortcut | null = null;
  const listen = (event: KeyboardEvent) => {
    seen = shortcutFor(event);
  };
  document.addEventListener('keydown', listen);
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  document.removeEventListener('keydown', listen);
  return seen;
}

function mount(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector(selector) as Element;
}

describe('which keys are shortcuts', () => {
  it('takes Space and the arrows from the page and the player', () => {
    const find = mount('<p id="text">Lesson</p><video id="video"></video>');
    expect(pressOn(document.body, ' ')).toBe('toggle');
    expect(pressOn(find('#text'), 'ArrowLeft')).toBe('back');
    expect(pressOn(find('#video'), 'ArrowRight')).toBe('forward');
    expect(pressOn(find('#video'), ' ')).toBe('toggle');
    expect(pressOn(document.body, 'k')).toBeNull();
  });

  it('never fires while typing, whatever the key', () => {
    const find = mount(
      '<input id="input"><textarea id="area"></textarea><select id="select"></select><div contenteditable="true"><b id="rich">x</b></div>',
    );
    for (const selector of ['#input', '#area', '#select', '#rich']) {
      for (const key of [' ', 'ArrowLeft', 'ArrowRight']) {
        expect(pressOn(find(selector), key), `${key} in ${selector}`).toBeNull();
      }
    }
  });

  it('leaves Space to buttons and links, arrows to widgets that move by them, keys with modifiers to the browser', () => {
    const find = mount(
      '<button id="button">Go</button><a id="link" href="/x">x</a><div role="radiogroup"><span id="radio" role="radio">1</span></div>',
    );
    expect(pressOn(find('#button'), ' ')).toBeNull();
    expect(pressOn(find('#link'), ' ')).toBeNull();
    expect(pressOn(find('#button'), 'ArrowRight')).toBe('forward');
    expect(pressOn(find('#radio'), 'ArrowRight')).toBeNull();
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey']) {
      expect(pressOn(document.body, 'ArrowLeft', { [modifier]: true }), modifier).toBeNull();
    }
  });
});

describe('what a shortcut does', () => {
  const fakeMedia = (state: Partial<HTMLMediaElement>) =>
    ({
      paused: true,
      currentTime: 0,
      duration: 60,
      play: vi.fn(() => Promise.resolve()),
      pause: vi.fn(),
      ...state,
    }) as unknown as HTMLMediaElement;

  it('plays a paused medium and pauses a playing one', () => {
    const paused = fakeMedia({ paused: true });
    applyShortcut(paused, 'toggle');
    expect(paused.play).toHaveBeenCalledOnce();
    const playing = fakeMedia({ paused: false });
    applyShortcut(playing, 'toggle');
    expect(playing.pause).toHaveBeenCalledOnce();
  });

  it('moves five seconds back or forward, within the medium', () => {
    const media = fakeMedia({ currentTime: 30 });
    applyShortcut(media, 'forward');
    expect(media.currentTime).toBe(35);
    applyShortcut(media, 'back');
    applyShortcut(media, 'back');
    expect(media.currentTime).toBe(25);
    media.currentTime = 2;
    applyShortcut(media, 'back');
    expect(media.currentTime).toBe(0);
    media.currentTime = 58;
    applyShortcut(media, 'forward');
    expect(media.currentTime).toBe(60);
  });
});

describe('useMediaShortcuts', () => {
  function Player({ onShortcut }: { onShortcut: (shortcut: MediaShortcut) => void }) {
    const ref = useRef<HTMLVideoElement | null>(null);
    useMediaShortcuts(ref, onShortcut);
    return (
      <>
        <video ref={ref}>
          <track kind="captions" />
        </video>
        <input aria-label="Note" />
      </>
    );
  }

  it('acts on the page’s keys, claims them, and lets typed ones through', () => {
    const onShortcut = vi.fn();
    const { getByLabelText, container } = render(<Player onShortcut={onShortcut} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 100 });
    video.currentTime = 50;

    const claimed = !fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(claimed).toBe(true);
    expect(video.currentTime).toBe(55);
    expect(onShortcut).toHaveBeenCalledWith('forward', video);

    const typed = fireEvent.keyDown(getByLabelText('Note'), { key: 'ArrowLeft' });
    expect(typed).toBe(true);
    expect(video.currentTime).toBe(55);
    expect(onShortcut).toHaveBeenCalledOnce();
  });
});
