import { Inject, Injectable } from '@nestjs/common';
import { withShopHead, type MenuPageData } from '@pizzeria/domain';
import { MenuSnapshotService } from '../catalog/menu-snapshot.service';
import { ShopFrontService } from '../settings/shop-front.service';
import type { MenuPageBundle } from './menu-page-bundle';

/** Injection token of the function that loads the MenuPageBundle (null when the frontend has no server bundle). */
export const MENU_PAGE_BUNDLE = Symbol('MENU_PAGE_BUNDLE');
export type MenuPageBundleLoader = () => MenuPageBundle | null;

/** Everything the rendered markup depends on; the clock only through the shop's date. */
function renderKey(data: MenuPageData, today: string): string {
  const { serverTime: _sentAt, ...status } = data.shopStatus;
  return JSON.stringify([data.menuVersion, status, data.shopInfo, today]);
}

/**
 * The menu page (/) rendered on the server from the in-memory menu snapshot and the shop's
 * status, with that data embedded for hydration. The markup is rendered once per menu version,
 * status, shop info and shop date and then reused; only the embedded server time is per request,
 * so the page's clock starts from the moment it was sent.
 */
@Injectable()
export class MenuPageService {
  /** Loaded at the first request of /, so processes and tests that never serve it do not pay for it. */
  private bundle: MenuPageBundle | null | undefined;
  private rendered: { key: string; html: string } | null = null;

  constructor(
    private readonly menu: MenuSnapshotService,
    private readonly shopFront: ShopFrontService,
    @Inject(MENU_PAGE_BUNDLE) private readonly loadBundle: MenuPageBundleLoader,
  ) {}

  /**
   * index.html for every other page, with the shop's own title and description (what search
   * engines and shared links show before the app starts); null without a built frontend.
   */
  async shell(): Promise<string | null> {
    if (this.bundle === undefined) this.bundle = this.loadBundle();
    if (!this.bundle) return null;
    const { shop } = await this.shopFront.info();
    return withShopHead(this.bundle.template, shop.name);
  }

  /** The complete HTML document of /, or null when there is no server bundle to render it with. */
  async document(): Promise<string | null> {
    if (this.bundle === undefined) this.bundle = this.loadBundle();
    const bundle = this.bundle;
    if (!bundle) return null;
    const [snapshot, shopStatus, shopInfo] = await Promise.all([this.menu.current(), this.shopFront.status(), this.shopFront.info()]);
    const { locations: deliveryZones, ...menu } = snapshot.data;
    const data: MenuPageData = { menu, menuVersion: snapshot.version, shopInfo, shopStatus, deliveryZones };
    const key = renderKey(data, this.shopFront.today());
    if (this.rendered?.key !== key) this.rendered = { key, html: bundle.renderMenuPage(data) };
    return bundle.menuPageDocument(bundle.template, this.rendered.html, data);
  }
}
