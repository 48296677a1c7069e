import { Controller, Get, Header, Param } from '@nestjs/common';
import type { Category, Dip, Dressing, Extra, Location, Product, ProductVariant } from '@pizzeria/domain';
import { CatalogService, type ProductDetails } from './catalog.service';
import { parseProductId } from './product-id';

/**
 * Public menu reads. Browsers and proxies may keep them for a minute: the menu rarely changes,
 * and the server reprices every cart anyway, so a slightly stale menu can never undercharge.
 */
const MENU_CACHE = 'public, max-age=60';

@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('products')
  @Header('Cache-Control', MENU_CACHE)
  products(): Promise<Product[]> {
    return this.catalog.products();
  }

  @Get('products/:id/details')
  @Header('Cache-Control', MENU_CACHE)
  details(@Param('id') id: string): Promise<ProductDetails> {
    return this.catalog.details(parseProductId(id));
  }

  @Get('categories')
  @Header('Cache-Control', MENU_CACHE)
  categories(): Promise<Category[]> {
    return this.catalog.categories();
  }

  @Get('productVariants')
  @Header('Cache-Control', MENU_CACHE)
  variants(): Promise<ProductVariant[]> {
    return this.catalog.variants();
  }

  @Get('productsExtra')
  @Header('Cache-Control', MENU_CACHE)
  extras(): Promise<Extra[]> {
    return this.catalog.extras();
  }

  @Get('dressing')
  @Header('Cache-Control', MENU_CACHE)
  dressings(): Promise<Dressing[]> {
    return this.catalog.dressings();
  }

  @Get('dips')
  @Header('Cache-Control', MENU_CACHE)
  dips(): Promise<Dip[]> {
    return this.catalog.dips();
  }

  @Get('locations')
  @Header('Cache-Control', MENU_CACHE)
  locations(): Promise<Location[]> {
    return this.catalog.locations();
  }
}
