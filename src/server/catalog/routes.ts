import { createRouter } from '../http/context.ts';
import { articleRoutes } from './article-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { counterRoutes } from './counter-routes.ts';
import { listingRoutes } from './listing-routes.ts';
import { productRoutes } from './product-routes.ts';
import { variantRoutes } from './variant-routes.ts';

/** The catalogue's Store API (§7): listing and search, product, article information, variants, categories and their counters. */
export const catalogRoutes = createRouter()
  .route('/', listingRoutes)
  .route('/', productRoutes)
  .route('/', articleRoutes)
  .route('/', variantRoutes)
  .route('/', counterRoutes)
  .route('/', categoryRoutes);
