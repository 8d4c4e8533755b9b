import type { TitleKey } from '@academy/contracts/app-routes';
import { useEffect } from 'react';
import { useTranslation } from './i18n';

/** "Page · Product" for named routes, the product name otherwise; follows the language. */
export function useDocumentTitle(key?: TitleKey) {
  const { t } = useTranslation();
  useEffect(() => {
    const product = t('productName');
    document.title = key ? `${t(`titles.${key}`)} · ${product}` : product;
  }, [key, t]);
}

/**
 * A page that names itself after what it found (a record that does not exist: "Certificate not
 * found"), else after its route. Set once the commit's effects have run, because the route's
 * own title is set by a parent, whose effects run after its children's.
 */
export function usePageTitle(key: TitleKey, override?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `${override ?? t(`titles.${key}`)} · ${t('productName')}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [key, override, t]);
}
