import { Hono } from 'hono'
import type { Db } from '../../db/db'

/**
 * The page fast checkout sends buyers to, standing in for an enterprise store's own checkout
 * site: it lists what was sent, so a browser test can see the hand-over arrived whole. Mounted
 * beside the controls, never faulted. Names come from sellers: escaped.
 */
export function enterprisePageRoutes(db: Db) {
  return new Hono().get('/enterprise-checkout', (c) => {
    const store = db.stores.get(Number(c.req.query('store')))
    const lines = (c.req.query('skus') ?? '').split(',').flatMap((part) => {
      const [id, quantity] = part.split('x').map(Number)
      const sku = id === undefined ? undefined : db.skus.get(id)
      const product = sku && db.products.get(sku.product_id)
      return sku && product
        ? [`<li>${escape(product.name)} / ${escape(sku.name)} × ${quantity ?? 0}</li>`]
        : []
    })
    return c.html(`<!doctype html><html lang="ja"><meta charset="utf-8"><title>Checkout</title>
<h1>${escape(store?.name ?? 'Unknown store')}: checkout (sandbox)</h1>
<p>Stands for the enterprise store's own checkout page. Stream ${escape(c.req.query('stream') ?? '')}.</p>
<ul>${lines.join('')}</ul></html>`)
  })
}

function escape(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
