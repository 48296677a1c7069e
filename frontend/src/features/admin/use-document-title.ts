import { useEffect } from 'react';
import { SHOP_NAME } from '@pizzeria/domain';

/** Names the browser tab after the staff screen, e.g. "(2) Bestellannahme – Pizzeria Bella Napoli". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SHOP_NAME}`;
  }, [title]);
}
