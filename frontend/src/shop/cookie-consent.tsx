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

/**
 * A compact card at the bottom, not a modal: the page stays usable behind it, the card is a
 * labelled region reachable by keyboard, and focus moves into it only when the customer opened it.
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
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const listener = () => {
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

  if (!open) return null;

  const save = (next: ConsentChoice) => {
    saveConsent(next);
    setChoice(next);
    setFocusOnOpen(false);
    setOpen(false);
  };

  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="cookie-banner__title">
        Cookies &amp; lokale Speicherung
      </h2>
      <p className="cookie-banner__text">
        Wir speichern nur, was der Shop braucht (z. B. Ihren Warenkorb). Statistik und Marketing nutzen wir nur mit Ihrer
        Einwilligung. <Link to="/datenschutz">Mehr erfahren</Link>
      </p>
      <fieldset className="cookie-banner__options">
        <legend className="visually-hidden">Kategorien</legend>
        <label>
          <input type="checkbox" checked disabled /> Notwendig
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.analytics}
            onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
          />{' '}
          Statistik
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.marketing}
            onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
          />{' '}
          Marketing
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
