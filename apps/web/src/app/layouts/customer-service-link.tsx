import { ChatIcon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-settings';

/** The floating link to the external customer-service chat, from site settings. */
export function CustomerServiceLink() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  if (!settings) return null;
  return (
    <a
      href={settings.customer_service_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('customerService')}
      className="fixed right-3 bottom-3 z-20 inline-flex items-center gap-2 rounded-full bg-gold-500 p-3 font-semibold text-navy-950 shadow-lg hover:bg-gold-500/90 sm:right-4 sm:bottom-4 sm:px-4"
    >
      <ChatIcon />
      {/* On a phone the button is an icon only, so it covers as little text as it can. */}
      <span aria-hidden="true" className="hidden sm:inline">
        {t('customerServiceShort')}
      </span>
    </a>
  );
}
