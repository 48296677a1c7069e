import { api } from '../../lib/api-client';
import type { MenuData } from '../../shop/menu-api';

const PATHS: Record<keyof MenuData, string> = {
  products: '/products',
  categories: '/categories',
  variants: '/productVariants',
  extras: '/productsExtra',
  dressings: '/dressing',
  dips: '/dips',
};

/** The menu's version (GET /api/menu-version); null when the server cannot say, so the lists are asked instead. */
async function menuVersion(): Promise<string | null> {
  try {
    const body = await api.get<{ menuVersion?: unknown }>('/menu-version');
    const version = body?.menuVersion;
    return typeof version === 'string' || typeof version === 'number' ? String(version) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an open menu page in step with the back office. Each poll asks the menu's version; when it
 * is the one already shown nothing else is asked, otherwise every menu list is asked with its last
 * ETag, so an unchanged list costs a 304.
 */
export class LiveMenu {
  private readonly etags = new Map<string, string | null>();
  private shownVersion: string | null;
  private checked: boolean;

  /** `shownVersion`: the version of the menu on screen when it is known (the server-rendered page). */
  constructor(shownVersion: number | null = null) {
    this.shownVersion = shownVersion === null ? null : String(shownVersion);
    this.checked = shownVersion !== null;
  }

  /** The menu as the server now has it, or null when nothing on screen needs to change. */
  async poll(current: MenuData): Promise<MenuData | null> {
    const version = await menuVersion();
    if (this.checked && version !== null && version === this.shownVersion) return null;
    const next = await this.revalidate(current);
    this.shownVersion = version;
    this.checked = true;
    return next;
  }

  private async revalidate(current: MenuData): Promise<MenuData | null> {
    const keys = Object.keys(PATHS) as (keyof MenuData)[];
    const replies = await Promise.all(keys.map((key) => api.getIfChanged<unknown>(PATHS[key], this.etags.get(key) ?? null)));
    let next: MenuData | null = null;
    replies.forEach((reply, i) => {
      const key = keys[i];
      if (!reply.changed) return;
      this.etags.set(key, reply.etag);
      if (JSON.stringify(reply.data) !== JSON.stringify(current[key])) next = { ...(next ?? current), [key]: reply.data };
    });
    return next;
  }
}
