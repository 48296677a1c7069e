import { missingFacts, withShopHead } from './shop-pages';
