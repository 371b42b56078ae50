/**
 * The two chunk groups the build makes (vite.config.ts) and the bench and size guard read back
 * from the manifest by name.
 */
/** Every route's definition and the API pieces the shell runs: loaded by every page. */
export const ROUTE_DEFINITIONS_CHUNK = 'route-definitions'
/** The API client, its calls and schemas: loaded once by every data page. */
export const API_CHUNK = 'api'
/** The calls and schemas only buying needs (checkout, payment, orders, wallet, store settings). */
export const PURCHASE_API_CHUNK = 'api-purchase'
/** The seller's post editor calls. */
export const SELLER_API_CHUNK = 'api-seller'
