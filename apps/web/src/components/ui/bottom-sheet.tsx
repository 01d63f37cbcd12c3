import { useEffect, useId, useRef, type ReactNode } from 'react';
import './bottom-sheet.css';

/** A sheet that slides up from the bottom on mobile, on the native <dialog> (focus trap, Escape). */
export function BottomSheet({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="bottom-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="bottom-sheet__panel">
          <div className="bottom-sheet__handle" aria-hidden="true" />
          <div className="bottom-sheet__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal__close bottom-sheet__close" aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="bottom-sheet__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
