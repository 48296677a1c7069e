import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { FRONTEND_DIST, FRONTEND_SSR_BUNDLE } from '../config/paths';
import { SettingsModule } from '../settings/settings.module';
import { loadMenuPageBundle } from './menu-page-bundle';
import { MENU_PAGE_BUNDLE, MenuPageService, type MenuPageBundleLoader } from './menu-page.service';

/** The server-rendered menu page; StaticFilesModule answers / with it. */
@Module({
  imports: [CatalogModule, SettingsModule],
  providers: [{ provide: MENU_PAGE_BUNDLE, useValue: (() => loadMenuPageBundle(FRONTEND_SSR_BUNDLE, FRONTEND_DIST)) satisfies MenuPageBundleLoader }, MenuPageService],
  exports: [MenuPageService],
})
export class MenuPageModule {}
