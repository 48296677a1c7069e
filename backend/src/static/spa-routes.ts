/**
 * The page paths the shop's router knows (frontend/src/app/router.tsx): they answer 200. Every
 * path under /admin is known too, since the admin area sends unknown ones to its dashboard.
 */
const SHOP_ROUTES = new Set(['/', '/checkout', '/checkout-success', '/impressum', '/nutzungsbedingungen', '/datenschutz', '/agb', '/anfahrt', '/oeffnungszeiten']);

export function isSpaRoute(pathname: string): boolean {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SHOP_ROUTES.has(route) || route === '/admin' || route.startsWith('/admin/');
}
