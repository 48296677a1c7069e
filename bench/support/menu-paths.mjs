/** The seven public menu GETs the menu page makes (SPEC.md section 7). */
export const MENU_PATHS = ['/api/products', '/api/categories', '/api/productVariants', '/api/productsExtra', '/api/dressing', '/api/dips', '/api/locations'];
