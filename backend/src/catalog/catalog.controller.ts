import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CATALOG_MESSAGES } from './catalog.service';
import { sendEncoded } from './encoded-body';
import type { MenuPath } from './menu-snapshot';
import { MenuSnapshotService } from './menu-snapshot.service';
import { parseProductId } from './product-id';
import { Public } from '../staff/access.decorators';

/**
 * Public menu reads, answered from the in-memory snapshot as pre-encoded bytes with a strong
 * ETag. Browsers revalidate every time (a 304 costs almost nothing), so an open menu page sees
 * a new price or sold-out mark at its next fetch.
 */
export const MENU_CACHE = 'public, max-age=0, must-revalidate';

@Controller()
export class CatalogController {
  constructor(private readonly menu: MenuSnapshotService) {}

  private async send(path: MenuPath, req: Request, res: Response): Promise<void> {
    const snapshot = await this.menu.current();
    sendEncoded(req, res, snapshot.bodies.get(path)!, MENU_CACHE);
  }

  @Public()
  @Get('products')
  products(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('products', req, res);
  }

  @Public()
  @Get('products/:id/details')
  async details(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const productId = parseProductId(id);
    const body = (await this.menu.current()).productDetails(productId);
    if (!body) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
    sendEncoded(req, res, body, MENU_CACHE);
  }

  @Public()
  @Get('categories')
  categories(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('categories', req, res);
  }

  @Public()
  @Get('productVariants')
  variants(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('productVariants', req, res);
  }

  @Public()
  @Get('productsExtra')
  extras(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('productsExtra', req, res);
  }

  @Public()
  @Get('dressing')
  dressings(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('dressing', req, res);
  }

  @Public()
  @Get('dips')
  dips(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('dips', req, res);
  }

  @Public()
  @Get('locations')
  locations(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('locations', req, res);
  }

  /** The menu's version for open pages to poll: when it moves, they refetch the menu. */
  @Public()
  @Get('menu-version')
  async version(@Res() res: Response): Promise<void> {
    const snapshot = await this.menu.current();
    res.setHeader('Cache-Control', 'no-store');
    res.json({ menuVersion: snapshot.version });
  }
}
