import { PLAYBACK_RATES, type PlaybackRate } from '@academy/contracts/media.rules';
import { useTranslation } from '../../../lib/i18n';

interface PlaybackSpeedProps {
  rate: PlaybackRate;
  onChange(rate: PlaybackRate): void;
}

/**
 * The speeds the player offers as a row of toggle buttons (倍速): the chosen one is pressed.
 * Buttons rather than a menu, so each is one tap on a phone and one Tab stop away.
 */
export function PlaybackSpeed({ rate, onChange }: PlaybackSpeedProps) {
  const { t } = useTranslation('learning');
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{t('player.speed')}</legend>
      <span aria-hidden="true" className="mr-1 text-sm font-semibold text-navy-900">
        {t('player.speed')}
      </span>
      {PLAYBACK_RATES.map((value) => {
        const isChosen = value === rate;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isChosen}
            aria-label={t('player.rate', { rate: value })}
            onClick={() => onChange(value)}
            className={`min-w-12 rounded-lg border px-2.5 py-1.5 text-sm font-semibold tabular-nums transition-colors ${
              isChosen
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 text-navy-900 hover:border-navy-900 hover:bg-surface'
            }`}
          >
            {value}×
          </button>
        );
      })}
    </fieldset>
  );
}
