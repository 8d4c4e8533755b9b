import { PLAYBACK_RATES, type PlaybackRate } from '@academy/contracts/media.rules';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useTranslation } from '../../../lib/i18n';

interface PlaybackSpeedProps {
  rate: PlaybackRate;
  onChange(rate: PlaybackRate): void;
}

/** The speeds the player offers (倍速), each one tap and one Tab stop away; the chosen one is pressed. */
export function PlaybackSpeed({ rate, onChange }: PlaybackSpeedProps) {
  const { t } = useTranslation('learning');
  return (
    <ToggleGroup
      label={t('player.speed')}
      isLabelShown
      options={PLAYBACK_RATES.map((value) => ({
        value,
        label: `${value}×`,
        ariaLabel: t('player.rate', { rate: value }),
      }))}
      value={rate}
      onChange={onChange}
      look="boxes"
    />
  );
}
