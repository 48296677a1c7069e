import { useEffect, type ReactNode } from 'react';
import { SHOP_CONTACT, SHOP_NAME } from '@pizzeria/domain';
import './legal.css';

interface LegalPageProps {
  title: string;
  intro?: ReactNode;
  /** "Stand" line, e.g. "November 2026". */
  updated?: string;
  children: ReactNode;
}

/** Frame of the legal and info pages: a readable column, the title in the tab as well. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  useEffect(() => {
    document.title = `${title} – ${SHOP_NAME}`;
  }, [title]);
  return (
    <article className="legal-page">
      <header className="legal-page__header">
        <h1>{title}</h1>
        {intro && <p className="legal-page__intro">{intro}</p>}
      </header>
      {children}
      {updated && <p className="legal-page__updated">Stand: {updated}</p>}
    </article>
  );
}

/**
 * Marks what only the owner can fill in (name, address, tax number …). Deliberately loud, so
 * nobody publishes the shop with these gaps.
 */
export function OwnerData({ children, label = 'Angaben des Betreibers – vor dem Livegang ausfüllen' }: { children: ReactNode; label?: string }) {
  return (
    <div className="owner-data" role="note" aria-label={label}>
      <p className="owner-data__label">{label}</p>
      <div className="owner-data__body">{children}</div>
    </div>
  );
}

/** Phone and e-mail of the shop, as links. */
export function ShopContactDetails() {
  return (
    <p>
      Telefon: <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
      <br />
      E-Mail: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
    </p>
  );
}
