import type { TitleKey } from '@academy/contracts/app-routes';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/** "Page · Product" for named routes, the product name otherwise; follows the language. */
export function useDocumentTitle(key?: TitleKey) {
  const { t } = useTranslation();
  useEffect(() => {
    const product = t('productName');
    document.title = key ? `${t(`titles.${key}`)} · ${product}` : product;
  }, [key, t]);
}
