import type { Db } from '../db'
import { FX } from '../fixtures'
import { cartOf } from '../queries'
import { snapshotOf } from '../rules/status-changes'
import type { OrderStatus, ShippingStatus } from '../types/commerce'
import { userOwner } from '../types/people'
import { addProduct } from './build'
import { addOrder } from './order-builder'
import { timeline } from './time'

/**
 * How big to make liver 1001's shop (docs/sandbox.md#a-big-store), on top of the fixtures:
 * products in the store that are in no post, products put on post 5001 after its own, lines in
 * buyer-jp's cart there, messages on order 9101 and more orders of buyer-jp there.
 */
export interface Scale {
  products: number
  postProducts: number
  cartLines: number
  messages: number
  orders: number
}

export const SCALE_PARTS = ['products', 'postProducts', 'cartLines', 'messages', 'orders'] as const

/** The most rows one part takes, so a typo cannot fill the machine's memory. */
export const SCALE_MAX = 50_000

/** Every part at `n`: what "the store at N" means in the bench. */
export const scaleOf = (n: number): Scale => ({
  products: n,
  postProducts: n,
  cartLines: n,
  messages: n,
  orders: n,
})

/**
 * `SANDBOX_SCALE`: a number sets every part (`2000`), or parts by name
 * (`products=2000,messages=500`); unset or empty, no scale. Anything else is refused loudly.
 */
export function scaleFromEnv(value: string | undefined): Scale | undefined {
  const text = value?.trim()
  if (!text) return undefined
  const count = (part: string, raw: string) => {
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 0 || n > SCALE_MAX)
      throw new Error(`SANDBOX_SCALE: ${part} must be a whole number from 0 to ${SCALE_MAX}`)
    return n
  }
  if (!text.includes('=')) return scaleOf(count('the count', text))
  const scale = scaleOf(0)
  for (const pair of text.split(',')) {
    const [name = '', raw = ''] = pair.split('=').map((s) => s.trim())
    if (!(SCALE_PARTS as readonly string[]).includes(name))
      throw new Error(`SANDBOX_SCALE: "${name}" is not one of ${SCALE_PARTS.join(', ')}`)
    scale[name as keyof Scale] = count(name, raw)
  }
  return scale
}

const WORDS = ['いくら', 'ほたて', '昆布', '鮭', '味噌', '醤油', 'だし', '海苔', 'かに', 'たらこ']
const SHIPPING: Array<{ path: OrderStatus[]; shipping: ShippingStatus }> = [
  { path: ['init', 'unpaid', 'undelivered', 'delivering', 'delivered', 'completed'], shipping: 'received' },
  { path: ['init', 'unpaid', 'undelivered', 'delivering'], shipping: 'delivering' },
  { path: ['init', 'unpaid', 'undelivered'], shipping: 'waiting' },
]

/**
 * Adds the scale's rows to a seeded store, with ids above every row there (so it can be called
 * again, and a reset puts the fixtures back). Rows are plain and varied: 1-3 SKUs per product with
 * different prices, now and then one sold out; the post's products on sale in it.
 */
export function addScale(db: Db, scale: Scale): void {
  const time = timeline(db.now())
  const store = FX.stores.liveJp
  const created_at = time.at({ days: -30 })
  let productId = db.nextId('products')
  let skuId = db.nextId('skus')
  const newSkus: number[] = []
  const product = (i: number) => {
    const id = productId++
    const skuCount = 1 + (i % 3)
    const word = WORDS[i % WORDS.length]!
    addProduct(db, {
      id,
      store_id: store,
      created_at,
      in_market: false,
      images: 1,
      name: `${word}セット No.${i + 1}`,
      description: `配信でご紹介する${word}のセットです(${i + 1}番)。`,
      skus: Array.from({ length: skuCount }, (_, k) => {
        const sku = skuId++
        newSkus.push(sku)
        return {
          id: sku,
          name: `${k + 1}個入り`,
          price: 500 + ((i * 37) % 50) * 100 + k * 400,
          // Every 23rd product is sold out: the lists show a mix, as a real shop's do.
          stock: i % 23 === 22 ? 0 : 5 + (i % 40),
          sold_quantity: i % 17,
        }
      }),
    })
    return id
  }

  for (let i = 0; i < scale.products; i++) product(i)
  const post = db.posts.get(FX.posts.jp)
  if (post) {
    let order = post.products.length
    for (let i = 0; i < scale.postProducts; i++)
      post.products.push({
        product_id: product(scale.products + i),
        order: ++order,
        status: 'selling',
      })
  }

  // The cart takes the new SKUs that can be bought, one each; more products when they run out.
  const buyer = userOwner(FX.users.buyerJp)
  if (scale.cartLines > 0) {
    const cart = cartOf(db, store, buyer)
    const buyable = () => newSkus.filter((id) => (db.skus.get(id)?.stock ?? 0) > 0)
    let skus = buyable()
    let extra = scale.products + scale.postProducts
    while (skus.length < scale.cartLines) {
      product(extra++)
      skus = buyable()
    }
    let itemId = db.nextId('cartItems')
    skus.slice(0, scale.cartLines).forEach((sku_id, line) => {
      const snapshot = snapshotOf(db, sku_id)
      if (!snapshot) return
      const id = itemId++
      db.cartItems.set(id, {
        id,
        cart_id: cart.id,
        sku_id,
        quantity: 1,
        stream_id: FX.streams.jp,
        snapshot,
        created_at: time.at({ minutes: line - scale.cartLines }),
      })
    })
  }

  // The thread of order 9101, buyer and seller by turns over the days since it was placed.
  const thread = db.orders.get(FX.orders.buyerJpDelivering)
  if (thread) {
    const start = Date.parse(thread.created_at)
    const span = db.now().getTime() - start
    let messageId = db.nextId('orderMessages')
    for (let i = 0; i < scale.messages; i++) {
      const seller = i % 2 === 1
      const id = messageId++
      db.orderMessages.set(id, {
        id,
        order_id: thread.id,
        role: seller ? 'seller' : 'buyer',
        message: seller
          ? `ご連絡ありがとうございます。${i + 1}件目のお問い合わせにお答えします。`
          : `${i + 1}件目の質問です。配送について教えてください。`,
        user_id: seller ? null : FX.users.buyerJp,
        created_at: new Date(start + Math.floor((span * (i + 1)) / (scale.messages + 1))).toISOString(),
      })
    }
  }

  // Older orders of buyer-jp in the store, a day or less apart.
  let orderId = db.nextId('orders')
  const lineSku = FX.skus.ikura250
  for (let i = 0; i < scale.orders; i++) {
    const { path, shipping } = SHIPPING[i % SHIPPING.length]!
    const placed = time.at({ days: -5, hours: -i * 3 })
    addOrder(db, {
      id: orderId++,
      store_id: store,
      owner: buyer,
      created_at: placed,
      stream_id: FX.streams.jp,
      path,
      lines: [{ sku_id: lineSku, quantity: 1 + (i % 3) }],
      shipping: { type: 'custom', fee: 600, status: shipping, address_id: FX.addresses.buyerJpOsaka },
      payment: { type: 'gmo_credit', status: 'paid', paid_at: placed },
      completed_at: path.at(-1) === 'completed' ? placed : null,
    })
  }
}
