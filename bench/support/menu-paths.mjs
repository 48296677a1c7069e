/** The seven public menu GETs the menu page makes (docs/api.md#calls). */
export const MENU_PATHS = ['/api/products', '/api/categories', '/api/productVariants', '/api/productsExtra', '/api/dressing', '/api/dips', '/api/locations'];
