/**
 * Each API's path prefix, apart from its whole call table: the tables of one area (the store's
 * calls, the cart, buying) import the prefix only, so a client module loads the schemas of its own
 * area's calls, not every call of its API (docs/api.md#loading).
 */
export const MARKETPLACE_V2_PREFIX = '/api/v2'
export const LIVE_SHOP_V1_PREFIX = '/api/v1/17shop'
