import { Hono } from 'hono'
import type { Db } from '../db/db'

/**
 * The seeded pictures (sandbox/db/images.ts), drawn on the fly as small SVGs so the shop has
 * images with no outside host: a colour per id and the product's or store's name on it.
 * Mounted at `/__sandbox/images`, beside the controls, so injected faults never hit them.
 */
export function imageRoutes(db: Db) {
  return new Hono().get('/:file', (c) => {
    const match = /^(product|store|user)-(\d+)-([a-z0-9]+)\.svg$/.exec(c.req.param('file'))
    if (!match) return c.notFound()
    const [, kind = '', idText = '', variant = ''] = match
    const id = Number(idText)
    const label = labelOf(db, kind, id)
    if (label === null) return c.notFound()
    const svg = picture(`${kind}${id}${variant}`, label, kind === 'product' ? 600 : 240)
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
  })
}

function labelOf(db: Db, kind: string, id: number): string | null {
  if (kind === 'product') return db.products.get(id)?.name ?? null
  if (kind === 'store') return db.stores.get(id)?.name ?? null
  const user = db.users.get(id)
  return user ? user.last_name : null
}

function picture(seed: string, label: string, size: number): string {
  let hash = 0
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const text = escapeXml(label.length > 14 ? `${label.slice(0, 13)}…` : label)
  const font = Math.round(size / 14)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 62%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${font}" fill="hsl(${hue} 40% 20%)">${text}</text>
</svg>`
}

/** Names come from sellers and buyers: never let one break out of the SVG text. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
