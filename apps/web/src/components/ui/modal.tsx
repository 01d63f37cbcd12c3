import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Pixel width on desktop (e.g. 616 for the auth modal) or a CSS length such as '60vw'. */
  width?: number | string;
  /** Clicking the backdrop closes, unless false (the pay confirmation). */
  dismissible?: boolean;
  /** Escape closes; by default as `dismissible` (issue 32 item 10: the pay confirmation closes on Escape, not on a stray click). */
  closeOnEscape?: boolean;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Render without padding and header (video). */
  bare?: boolean;
}

/**
 * A dialog on the native <dialog> element: focus moves in and is trapped, Escape closes, focus
 * returns to the opener, and the page behind cannot scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  width = 560,
  dismissible = true,
  closeOnEscape = dismissible,
  closeLabel = 'Close',
  children,
  footer,
  className = '',
  bare = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.body.classList.add('modal-open');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    return () => {
      if (!document.querySelector('dialog[open]')) document.body.classList.remove('modal-open');
    };
  }, [open]);

  useEffect(() => () => document.body.classList.remove('modal-open'), []);

  return (
    <dialog
      ref={ref}
      className={`modal ${bare ? 'modal--bare' : ''} ${className}`}
      style={{ ['--modal-width' as string]: typeof width === 'number' ? `${width}px` : width }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEscape) onCloseRef.current();
      }}
      onClose={() => {
        if (!document.querySelector('dialog[open]')) document.body.classList.remove('modal-open');
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onCloseRef.current();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className={`modal__header ${hideTitle ? 'modal__header--bare' : ''}`}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={() => onCloseRef.current()} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </div>
      )}
    </dialog>
  );
}
