import { useEffect, useState } from 'react';
import { loadMenu, type MenuData } from './menu-api';

export type MenuState = { status: 'loading' } | { status: 'ready'; menu: MenuData } | { status: 'error' };

export function useMenuData(): MenuState {
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadMenu()
      .then((menu) => active && setState({ status: 'ready', menu }))
      .catch((error) => {
        console.error('Speisekarte konnte nicht geladen werden.', error);
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
