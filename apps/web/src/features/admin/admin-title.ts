import type { AdminSection } from '@academy/contracts/app-routes';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

/** "Section · Academy admin" in the reader's language, following a switch of language. */
export function useAdminDocumentTitle(section: AdminSection) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${t(`menu.${section}`)} · ${t('title')}`;
  }, [section, t]);
}
