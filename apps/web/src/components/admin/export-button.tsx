import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';

/** "Export CSV": downloads what the table's current filter and sort find (every page). */
export function ExportButton({
  path,
  query,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [isDownloading, setIsDownloading] = useState(false);

  async function handleExport() {
    setIsDownloading(true);
    try {
      await downloadFile(path, query, 'text/csv');
    } catch (error) {
      void message.error(describeError(error, t, t('export.failed')));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Button loading={isDownloading} onClick={() => void handleExport()}>
      {t('export.button')}
    </Button>
  );
}
