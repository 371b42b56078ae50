import { describe, expect, it } from 'vitest'
import { createDb } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import { imageRoutes } from '../../../sandbox/http/image-routes'

const db = createDb()
const app = imageRoutes(db)

describe('sandbox images', () => {
  it('serves every seeded image URL as an SVG', async () => {
    const urls = [
      ...[...db.products.values()].flatMap((p) => p.images.map((i) => i.url)),
      ...[...db.stores.values()].flatMap((s) => [s.image_url, s.avatar_url]),
      ...[...db.users.values()].map((u) => u.avatar_url),
    ]
    for (const url of urls) {
      const res = await app.request(url.replace('/__sandbox/images', ''))
      expect(res.status, url).toBe(200)
      expect(res.headers.get('Content-Type')).toContain('image/svg+xml')
    }
  })

  it('escapes names so none breaks out of the SVG', async () => {
    const product = db.products.get(FX.products.multiSku)
    if (!product) throw new Error('no product')
    product.name = '<script>&"'
    const svg = await (await app.request(`/product-${product.id}-1.svg`)).text()
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&#60;script&#62;&#38;&#34;')
  })

  it('answers 404 for anything else', async () => {
    for (const path of ['/product-999999-1.svg', '/evil.svg', '/product-1.png'])
      expect((await app.request(path)).status).toBe(404)
  })
})
