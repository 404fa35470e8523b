import { ApiError } from '../http/errors.ts';

/** Not-found errors with Shopware's catalogue codes. */
export const catalogErrors = {
  productNotFound: (id: string) =>
    new ApiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${id} not found.`, { productId: id }),
  categoryNotFound: (id: string) =>
    new ApiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, { id }),
};
