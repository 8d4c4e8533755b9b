import { SEEK_STEP_SECONDS, seekTarget } from '@academy/contracts/media.rules';
import { type RefObject, useEffect, useRef } from 'react';

export type MediaShortcut = 'toggle' | 'back' | 'forward';

/** Where keys type text or make a choice: no shortcut ever takes a key from them. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** What Space activates (a button, a link, a disclosure): Space stays theirs. */
const ACTIVATED_BY_SPACE =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
/** Widgets the arrow keys move within: the arrows stay theirs. */
const MOVED_BY_ARROWS =
  '[role="slider"], [role="radiogroup"], [role="tablist"], [role="listbox"], [role="menu"], [role="menubar"], [role="grid"], [role="tree"]';

/**
 * The shortcut a key press means, or null when the key belongs to something else: a field being
 * typed in, a control Space activates or arrows move within, or a key with a modifier (those
 * are the browser's and the screen reader's).
 */
export function shortcutFor(event: KeyboardEvent): MediaShortcut | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return null;
  switch (event.key) {
    case ' ':
      return target?.closest(ACTIVATED_BY_SPACE) ? null : 'toggle';
    case 'ArrowLeft':
    case 'ArrowRight':
      if (target?.closest(MOVED_BY_ARROWS)) return null;
      return event.key === 'ArrowLeft' ? 'back' : 'forward';
    default:
      return null;
  }
}

/** Plays or pauses the media, or moves it by the seek step within its length. */
export function applyShortcut(media: HTMLMediaElement, shortcut: MediaShortcut) {
  if (shortcut === 'toggle') {
    // A refused play() (no user gesture yet, media gone) leaves the media paused, as it shows.
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
    return;
  }
  const step = shortcut === 'back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
  media.currentTime = seekTarget(media.currentTime, step, media.duration);
}

/**
 * The player's keyboard shortcuts, anywhere on the lesson page: Space plays or pauses, ← and →
 * go back or forward five seconds. `onShortcut` tells the learner what happened (for the screen
 * reader's live region). The key is claimed in the capture phase: the media's own controls,
 * when focused, answer Space and the arrows inside their shadow tree before the key bubbles
 * out, so a later claim would let both act (Space would play and pause at once).
 */
export function useMediaShortcuts(
  media: RefObject<HTMLMediaElement | null>,
  onShortcut: (shortcut: MediaShortcut, media: HTMLMediaElement) => void,
) {
  const report = useRef(onShortcut);
  report.current = onShortcut;
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const element = media.current;
      const shortcut = element ? shortcutFor(event) : null;
      if (!element || !shortcut) return;
      event.preventDefault();
      applyShortcut(element, shortcut);
      report.current(shortcut, element);
    }
    document.addEventListener('keydown', handleKeyDown, true);
    return () => document.removeEventListener('keydown', handleKeyDown, true);
  }, [media]);
}
