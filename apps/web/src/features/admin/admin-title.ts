import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { AdminSection } from './admin-sections';

/** "Section · Academy admin" in the reader's language, following a switch of language. */
export function useAdminDocumentTitle(section: AdminSection) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${t(`menu.${section}`)} · ${t('title')}`;
  }, [section, t]);
}
