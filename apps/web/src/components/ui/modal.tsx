import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CloseIcon } from './icons';

interface ModalProps {
  isOpen: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape and returns
 * focus to the control that opened it.
 */
export function Modal({ isOpen, title, onClose, children, footer }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal?.();
    if (!isOpen && element.open) element.close?.();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="m-auto w-[min(92vw,40rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-navy-950/60"
    >
      {isOpen && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-navy-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="rounded-lg p-1 text-muted hover:bg-surface"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
