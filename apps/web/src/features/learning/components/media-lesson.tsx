import type { ContentItem } from '@academy/contracts/learning';
import {
  isPlaybackRate,
  NORMAL_PLAYBACK_RATE,
  type PlaybackRate,
  passageIndexAt,
  SEEK_STEP_SECONDS,
} from '@academy/contracts/media.rules';
import type { Locale } from '@academy/contracts/rules';
import {
  type ComponentProps,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { PlaybackSpeed } from './playback-speed';
import { formatTimestamp, TimedTranscript } from './timed-transcript';
import { useMediaProgress } from './use-media-progress';
import { type MediaShortcut, useMediaShortcuts } from './use-media-shortcuts';

/** The player as the page around the lesson may use it: where it is, and a way to go somewhere. */
export interface PlayerHandle {
  currentTime(): number;
  seek(seconds: number): void;
}

export interface MediaLessonProps {
  item: ContentItem;
  isTracking: boolean;
  onProgress(progress: number): void;
  onEnded(): void;
  /** Hands the page the player once it is there (and null when it goes), e.g. for timed notes. */
  onPlayer?(player: PlayerHandle | null): void;
}

/** The speed chosen last on this browser, parsed at the edge: one the player offers, else normal. */
function readPlaybackRate(): PlaybackRate {
  const stored = Number(readStored(storageKeys.playbackRate));
  return isPlaybackRate(stored) ? stored : NORMAL_PLAYBACK_RATE;
}

/** A captions track's language as the page's `<html lang>` writes it. */
const srcLangOf = (language: Locale) => (language === 'zh' ? 'zh-CN' : 'en');

type MediaRef = RefObject<HTMLMediaElement | null>;
type MediaData = Extract<ContentItem['content_data'], { type: 'video' | 'audio' }>;

/**
 * The speed remembered on this browser. Loading a source resets the speed to the default one,
 * so both are set; the speed applied is kept, so the media's own rate events can tell it from
 * one set elsewhere.
 */
function usePlaybackRate(mediaRef: MediaRef) {
  const [rate, setRate] = useState<PlaybackRate>(readPlaybackRate);
  const appliedRate = useRef(rate);
  const applyRate = useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element) return;
      appliedRate.current = rate;
      element.playbackRate = rate;
      element.defaultPlaybackRate = rate;
    },
    [rate],
  );
  useEffect(() => applyRate(mediaRef.current), [applyRate, mediaRef]);

  function changeRate(value: PlaybackRate) {
    setRate(value);
    writeStored(storageKeys.playbackRate, String(value));
  }
  return { rate, appliedRate, applyRate, changeRate };
}

/** What a keyboard shortcut did, for a screen reader to announce. */
function useShortcutAnnouncement(mediaRef: MediaRef) {
  const { t } = useTranslation('learning');
  const [announcement, setAnnouncement] = useState('');
  useMediaShortcuts(mediaRef, (shortcut: MediaShortcut, element) => {
    const time = formatTimestamp(element.currentTime);
    const seconds = SEEK_STEP_SECONDS;
    setAnnouncement(
      shortcut === 'toggle'
        ? t(element.paused ? 'player.paused' : 'player.playing')
        : t(shortcut === 'back' ? 'player.back' : 'player.forward', { seconds, time }),
    );
  });
  return announcement;
}

/** Captions follow the page's language when the learner switches it. */
function useCaptionsLanguage(mediaRef: MediaRef, locale: Locale) {
  useEffect(() => {
    const tracks = mediaRef.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = track.language === srcLangOf(locale) ? 'showing' : 'disabled';
    }
  }, [mediaRef, locale]);
}

/** The transcript's passage being played, followed as the media plays and seeks. */
function usePassageFollower(mediaRef: MediaRef, passages: MediaData['passages']) {
  const [currentIndex, setCurrentIndex] = useState(-1);
  return {
    currentIndex,
    follow(event: SyntheticEvent<HTMLMediaElement>) {
      setCurrentIndex(passageIndexAt(passages, event.currentTarget.currentTime));
    },
    seek(seconds: number) {
      const element = mediaRef.current;
      if (!element) return;
      element.currentTime = seconds;
      setCurrentIndex(passageIndexAt(passages, seconds));
    },
  };
}

/** Hands the page the player while it is there; a seek from the page moves the focus to it. */
function usePlayerHandle(
  mediaRef: MediaRef,
  seek: (seconds: number) => void,
  onPlayer: MediaLessonProps['onPlayer'],
) {
  const seekTo = useRef(seek);
  seekTo.current = seek;
  useEffect(() => {
    onPlayer?.({
      currentTime: () => mediaRef.current?.currentTime ?? 0,
      seek: (seconds) => {
        seekTo.current(seconds);
        mediaRef.current?.focus();
      },
    });
    return () => onPlayer?.(null);
  }, [mediaRef, onPlayer]);
}

/** The video with its captions, or the audio. */
function MediaElement({
  data,
  mediaProps,
}: {
  data: MediaData;
  mediaProps: ComponentProps<'video'> & ComponentProps<'audio'>;
}) {
  const { t, locale } = useTranslation('learning');
  if (data.type === 'audio') return <audio {...mediaProps} className="w-full" />;
  return (
    <video
      {...mediaProps}
      poster={data.poster ?? undefined}
      className="aspect-video w-full rounded-2xl bg-black"
    >
      {data.captions.map((track) => (
        <track
          key={track.language}
          kind="captions"
          src={track.url}
          srcLang={srcLangOf(track.language)}
          label={t(`player.captions.${track.language}`)}
          default={track.language === locale}
        />
      ))}
    </video>
  );
}

/** Our speed control, and the keyboard shortcuts the media describes itself with. */
function SpeedAndShortcuts({
  rate,
  onRateChange,
  hintId,
}: {
  rate: PlaybackRate;
  onRateChange(value: PlaybackRate): void;
  hintId: string;
}) {
  const { t } = useTranslation('learning');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <PlaybackSpeed rate={rate} onChange={onRateChange} />
      <p id={hintId} className="text-sm text-muted">
        {t('player.shortcuts', { seconds: SEEK_STEP_SECONDS })}
      </p>
    </div>
  );
}

/** How much of the recording the learner has played, for a tracked learner. */
function MediaProgressBar({ progress }: { progress: number }) {
  const { t } = useTranslation('learning');
  return (
    <div>
      <p className="mb-1 text-sm text-muted">{t('progress', { progress })}</p>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/**
 * A video or audio lesson, tracked while it plays, that fits the learner: a remembered speed,
 * keyboard shortcuts, captions in the page's language, and a transcript that follows along.
 * Loaded only with a video or audio lesson, so other pages never carry it.
 */
export function MediaLesson({ item, isTracking, onProgress, onEnded, onPlayer }: MediaLessonProps) {
  const { t, locale } = useTranslation('learning');
  const data = item.content_data;
  const media = useMediaProgress({
    contentId: item.id,
    isTracking,
    storedProgress: item.user_progress,
    storedPosition: item.position_seconds,
    onEnded,
  });
  const { progress, resume } = media;
  useEffect(() => onProgress(progress), [progress, onProgress]);

  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const attach = useCallback((element: HTMLMediaElement | null) => {
    mediaRef.current = element;
  }, []);
  const { rate, appliedRate, applyRate, changeRate } = usePlaybackRate(mediaRef);
  const announcement = useShortcutAnnouncement(mediaRef);
  const hintId = useId();
  const passages = data.type === 'video' || data.type === 'audio' ? data.passages : [];

  // A saved position that arrives after the media's metadata still resumes it.
  useEffect(() => resume(mediaRef.current), [resume]);

  useCaptionsLanguage(mediaRef, locale);
  const { currentIndex, follow, seek } = usePassageFollower(mediaRef, passages);
  usePlayerHandle(mediaRef, seek, onPlayer);

  if (data.type !== 'video' && data.type !== 'audio') return null;
  const mediaProps = {
    ref: attach,
    controls: true,
    // One speed control: ours, which remembers the choice and offers the same speeds.
    controlsList: 'noplaybackrate',
    preload: 'metadata',
    // The Chinese edition for a Chinese reader when there is one.
    src: localized(data, 'url', locale),
    'aria-describedby': hintId,
    'aria-keyshortcuts': 'Space ArrowLeft ArrowRight',
    ...media.handlers,
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      media.handlers.onLoadedMetadata(event);
      applyRate(event.currentTarget);
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => {
      media.handlers.onTimeUpdate(event);
      follow(event);
    },
    onSeeked: follow,
    // A speed set elsewhere (a browser's own menu) is kept when it is one of ours.
    onRateChange: (event: SyntheticEvent<HTMLMediaElement>) => {
      const value = event.currentTarget.playbackRate;
      if (isPlaybackRate(value) && value !== appliedRate.current) changeRate(value);
    },
  } as const;

  return (
    <div className="space-y-4">
      <MediaElement data={data} mediaProps={mediaProps} />
      <SpeedAndShortcuts rate={rate} onRateChange={changeRate} hintId={hintId} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {isTracking && <MediaProgressBar progress={progress} />}
      <details className="rounded-2xl bg-surface p-4" open>
        <summary className="cursor-pointer font-semibold text-navy-900">{t('transcript')}</summary>
        {passages.length > 0 ? (
          <TimedTranscript passages={passages} currentIndex={currentIndex} onSeek={seek} />
        ) : (
          <p className="mt-3 whitespace-pre-line leading-relaxed">
            {(locale === 'zh' && data.transcript_zh) || data.transcript}
          </p>
        )}
      </details>
    </div>
  );
}
