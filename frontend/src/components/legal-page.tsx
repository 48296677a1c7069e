import { useEffect, type ReactNode } from 'react';
import { phoneHref } from '@pizzeria/domain';
import { useShopInfo } from '../lib/use-shop-info';
import './legal-page.css';

interface LegalPageProps {
  title: string;
  intro?: ReactNode;
  /** "Stand" line, e.g. "November 2026". */
  updated?: string;
  children: ReactNode;
}

/** Frame of the legal and info pages: a readable column, the title in the tab as well. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  const shopName = useShopInfo().shop.name;
  useEffect(() => {
    document.title = `${title} – ${shopName}`;
  }, [title, shopName]);
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

/** Phone and e-mail of the shop, as links. */
export function ShopContactDetails() {
  const { shop } = useShopInfo();
  return (
    <p>
      Telefon: <a href={phoneHref(shop.phone)}>{shop.phone}</a>
      <br />
      E-Mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
    </p>
  );
}
