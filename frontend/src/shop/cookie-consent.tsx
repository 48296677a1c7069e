import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { readConsent, saveConsent, type ConsentChoice } from './consent-storage';
import './cookie-consent.css';

const NO_EXTRAS: ConsentChoice = { analytics: false, marketing: false };
const openListeners = new Set<() => void>();

/** The footer's "Cookie-Einstellungen": shows the banner again with the stored choice. */
export function openCookieSettings(): void {
  openListeners.forEach((listener) => listener());
}

/** Room left between a focused element and the card. */
const FOCUS_MARGIN = 8;

const overlaps = (a: DOMRect, b: DOMRect) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

/**
 * Keeps a focused element of the page visible beside the card (WCAG 2.4.11): the page scrolls it
 * clear of the card; an element that cannot scroll away (a bar fixed to the same edge) sends the
 * card to the other edge. Returns the edge the card should stand at.
 */
function uncover(target: HTMLElement, card: HTMLElement, atTop: boolean): boolean {
  const cardBox = card.getBoundingClientRect();
  if (!overlaps(target.getBoundingClientRect(), cardBox)) return atTop;
  const box = target.getBoundingClientRect();
  window.scrollBy({ top: atTop ? box.top - cardBox.bottom - FOCUS_MARGIN : box.bottom - cardBox.top + FOCUS_MARGIN, behavior: 'instant' });
  return overlaps(target.getBoundingClientRect(), card.getBoundingClientRect()) ? !atTop : atTop;
}

/**
 * A compact card at the bottom, not a modal: the page stays usable behind it. While shown it is
 * the first stop of the keyboard (PublicLayout puts it first), it never covers the element that
 * has the focus, and after a choice the focus goes back to where it was before the card (the
 * footer's button that opened it, or the page's element last focused); it moves into the card by
 * itself only when the customer opened it.
 */
export function CookieBanner() {
  const titleId = useId();
  // Until the customer acts, the stored choice decides; the server (which cannot know it) and
  // hydration show the banner, and a stored choice hides it from the next render on.
  const hydrated = useHydrated();
  const [opened, setOpen] = useState<boolean | null>(null);
  const open = opened ?? !(hydrated && readConsent() !== null);
  const [choice, setChoice] = useState<ConsentChoice>(NO_EXTRAS);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const [atTop, setAtTop] = useState(false);
  // The edge as the last focus left it, read by the next focus before React has rendered the move.
  const atTopNow = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  /** The page's element that had the focus before the card, to get it back after a choice. */
  const returnTo = useRef<HTMLElement | null>(null);
  /** Set while a choice closes the card: the focus going back is no reason to move anything. */
  const closing = useRef(false);

  useEffect(() => {
    const listener = () => {
      returnTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setChoice(readConsent() ?? NO_EXTRAS);
      setFocusOnOpen(true);
      setOpen(true);
    };
    openListeners.add(listener);
    return () => {
      openListeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (open && focusOnOpen) titleRef.current?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onFocus = (event: FocusEvent) => {
      const card = cardRef.current;
      const target = event.target;
      if (!card || closing.current || !(target instanceof HTMLElement) || card.contains(target)) return;
      returnTo.current = target;
      atTopNow.current = uncover(target, card, atTopNow.current);
      setAtTop(atTopNow.current);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [open]);

  if (!open) return null;

  const save = (next: ConsentChoice) => {
    saveConsent(next);
    setChoice(next);
    setFocusOnOpen(false);
    setOpen(false);
    // The card and the button just pressed are gone: the focus goes back to where it was.
    const back = returnTo.current;
    returnTo.current = null;
    closing.current = true;
    if (back?.isConnected) back.focus();
    closing.current = false;
  };

  return (
    <section ref={cardRef} className={`cookie-banner${atTop ? ' cookie-banner--top' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="cookie-banner__title">
        Cookies &amp; lokale Speicherung
      </h2>
      <p className="cookie-banner__text">
        Wir speichern nur, was der Shop braucht (z. B. Ihren Warenkorb). Statistik und Marketing nutzen wir nur mit Ihrer Einwilligung.{' '}
        <Link to="/datenschutz">Mehr erfahren</Link>
      </p>
      <fieldset className="cookie-banner__options">
        <legend className="visually-hidden">Kategorien</legend>
        <label>
          <input type="checkbox" checked disabled /> Notwendig
        </label>
        <label>
          <input type="checkbox" checked={choice.analytics} onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })} /> Statistik
        </label>
        <label>
          <input type="checkbox" checked={choice.marketing} onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })} /> Marketing
        </label>
      </fieldset>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn-primary" onClick={() => save({ analytics: true, marketing: true })}>
          Alle akzeptieren
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => save({ analytics: false, marketing: false })}>
          Nur notwendige
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => save(choice)}>
          Auswahl speichern
        </button>
      </div>
    </section>
  );
}
