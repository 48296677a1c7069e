import { useEffect, useRef, useState } from 'react';
import { onPageVisible } from '../../lib/page-visibility';
import { MENU_POLL_MS } from './menu-constants';
import { LiveMenu } from './live-menu';
import { onRulesChanged } from '../../lib/rules-push';
import { forgetSeededMenu, loadMenu, seededMenu, type MenuData } from '../../shop/menu-api';

export type MenuState = { status: 'loading' } | { status: 'ready'; menu: MenuData } | { status: 'error' };

/**
 * The menu, kept current while the page is open: a new price or a sold-out mark shows without a
 * reload, at once when the server pushes the change, else at the next poll. The server-rendered page starts from the menu it was rendered with instead of loading it.
 */
export function useMenuData(): MenuState {
  const [seed] = useState(seededMenu);
  const [state, setState] = useState<MenuState>(seed ? { status: 'ready', menu: seed.menu } : { status: 'loading' });
  const shown = useRef<MenuData | null>(seed?.menu ?? null);
  useEffect(() => {
    let active = true;
    const live = new LiveMenu(seed?.version ?? null);
    const show = (menu: MenuData) => {
      shown.current = menu;
      if (active) setState({ status: 'ready', menu });
    };
    if (seed) forgetSeededMenu();
    else {
      loadMenu()
        .then(show)
        .catch((error) => {
          console.error('Speisekarte konnte nicht geladen werden.', error);
          if (active) setState({ status: 'error' });
        });
    }
    let polling = false;
    // A change pushed while a poll runs may be newer than what that poll read: it asks once more.
    let again = false;
    const poll = () => {
      if (!shown.current || document.visibilityState === 'hidden') return;
      if (polling) {
        again = true;
        return;
      }
      polling = true;
      live
        .poll(shown.current)
        .then((menu) => menu && show(menu))
        .catch((error) => console.error('Speisekarte konnte nicht aktualisiert werden.', error))
        .finally(() => {
          polling = false;
          if (again && active) {
            again = false;
            poll();
          }
        });
    };
    const timer = setInterval(poll, MENU_POLL_MS);
    const offVisible = onPageVisible(poll);
    const offPushed = onRulesChanged('menu', poll);
    return () => {
      active = false;
      clearInterval(timer);
      offVisible();
      offPushed();
    };
  }, [seed]);
  return state;
}
