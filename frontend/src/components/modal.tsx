import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons, kept visible below scrolling content. */
  footer?: ReactNode;
  /** 'md' (default) fits forms and lists, 'sm' short notices, 'lg' a row of several choices (an order's time buttons). */
  size?: 'sm' | 'md' | 'lg';
  /** Text for the close button's accessible name. */
  closeLabel?: string;
  /**
   * Where focus starts: the first field of the content (forms), the first control of the footer
   * (when the decision lives there), or the dialog itself so a screen reader reads long content
   * from the top.
   */
  initialFocus?: 'content' | 'footer' | 'dialog';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Nested modals share the page lock: the page scrolls and is interactive again only when the last one closes.
let openCount = 0;

function lockPage() {
  openCount += 1;
  if (openCount > 1) return;
  document.body.classList.add('scroll-locked');
  document.getElementById('root')?.setAttribute('inert', '');
}

function unlockPage() {
  openCount = Math.max(0, openCount - 1);
  if (openCount > 0) return;
  document.body.classList.remove('scroll-locked');
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * The app's one dialog: labelled by its title, focus kept inside, Escape and the backdrop
 * close it, and focus goes back to whatever opened it. A bottom sheet on phones.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', closeLabel = 'Schließen', initialFocus = 'content' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Focus is placed when the dialog opens, never again while it stays open: where is read, not watched.
  const focusRef = useRef(initialFocus);
  focusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockPage();
    const dialog = dialogRef.current;
    // A notice without fields focuses the dialog itself.
    const initialFocus = focusRef.current;
    const part = initialFocus === 'dialog' ? null : dialog?.querySelector(initialFocus === 'footer' ? '.modal-footer' : '.modal-body');
    const field = part?.querySelector<HTMLElement>(FOCUSABLE);
    (field ?? dialog)?.focus();
    return () => {
      unlockPage();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div ref={dialogRef} className={`modal modal-${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label={closeLabel} onClick={() => closeRef.current()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
