import type { Locale } from '@academy/contracts/rules';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { useMenuButton } from '../../components/ui/use-menu-button';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

const locales: Locale[] = ['zh', 'en'];

/** A menu button listing both languages; Escape or a click elsewhere closes it. */
export function LanguageMenu() {
  const { t, locale: active } = useTranslation();
  const { changeLanguage } = useSession();
  const menu = useMenuButton();

  async function handleSelect(locale: Locale) {
    menu.close();
    await changeLanguage(locale);
  }

  return (
    <div className="relative" {...menu.containerProps}>
      <button
        {...menu.buttonProps}
        aria-label={t('language.menu', { language: t(`language.${active}`) })}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-medium text-white/90 hover:bg-white/10"
      >
        <GlobeIcon />
        {/* Below 640 px the globe alone names it (with the button's label): the bar keeps one line. */}
        <span className="hidden sm:inline">{t(`language.${active}`)}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {menu.isOpen && (
        <ul
          {...menu.menuProps}
          className="absolute right-0 z-30 mt-2 w-36 rounded-lg bg-white py-1 text-ink shadow-lg ring-1 ring-black/5"
        >
          {locales.map((locale) => (
            <li key={locale} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={locale === active}
                lang={locale === 'zh' ? 'zh-CN' : 'en'}
                onClick={() => handleSelect(locale)}
                className="w-full px-4 py-3 text-left text-sm hover:bg-surface aria-checked:font-semibold"
              >
                {t(`language.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
