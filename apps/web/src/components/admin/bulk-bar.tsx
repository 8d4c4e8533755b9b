import { Button } from 'antd';
import { useTranslation } from '../../lib/i18n';

export interface BulkAction {
  key: string;
  /** A key of the admin texts. */
  label: string;
  isDanger?: boolean;
}

/** Shown while rows are selected: how many, what can be done to all of them, and a way out. */
export function BulkBar({
  count,
  actions,
  isBusy = false,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly BulkAction[];
  isBusy?: boolean;
  onAction: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  if (count === 0) return null;
  return (
    <section
      aria-label={t('bulk.label')}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2"
    >
      <span className="mr-2 font-medium" aria-live="polite">
        {t('bulk.selected', { count })}
      </span>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="small"
          danger={action.isDanger}
          loading={isBusy}
          onClick={() => onAction(action.key)}
        >
          {t(action.label)}
        </Button>
      ))}
      <Button size="small" type="link" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </section>
  );
}
