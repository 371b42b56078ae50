/**
 * What the cart and checkout contract tests share: a fresh sandbox per `cartSandbox()` (the
 * catalog harness's), clients for the fixture buyers, the order-control read, fault injection,
 * putting a SKU in a cart to get its cart item id, and a guest ready to check out.
 */
import { expect } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { createHttp, type Http } from '../../src/api/http'
import * as liveCart from '../../src/api/live-shop-v1/cart'
import * as marketCart from '../../src/api/marketplace-v2/cart'
import { createAddress } from '../../src/api/marketplace-v2/wallet'
import type { Order } from '../../src/api/schemas/order'
import { TOKYO_PLACE } from '../support/tokyo-place'
import { catalogSandbox, memoryTokens } from './catalog-harness'

export type CartApi = typeof marketCart | typeof liveCart

/** One row of GET /__sandbox/orders: the order as the API shows it, plus the control's extras. */
export type ControlOrder = Order & {
  owner: string
  stream_id: number | null
  payment_attempts: unknown[]
}

export function cartSandbox() {
  const harness = catalogSandbox()
  const guest = (token: string = FX.tokens.guest): Http =>
    createHttp({
      apiHost: 'http://sandbox.test',
      getLocale: () => 'en',
      fetch: harness.fetch,
      tokens: memoryTokens({ guest: token }),
    })
  const orders = async (): Promise<ControlOrder[]> =>
    ((await (await harness.raw('/__sandbox/orders')).json()) as { orders: ControlOrder[] }).orders
  const fault = async (body: Record<string, unknown>) => {
    const answer = await harness.raw('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify(body),
    })
    expect(answer.status).toBe(201)
  }
  return {
    ...harness,
    member: harness.client(FX.tokens.sessionMember).http,
    buyerJp: harness.client(FX.tokens.sessionBuyerJp).http,
    buyerTw: harness.client(FX.tokens.sessionBuyerTw).http,
    guest,
    orders,
    fault,
  }
}

/** Adds `quantity` of a SKU and answers the id of its cart item in the store's cart. */
export async function putInCart(
  api: CartApi,
  http: Http,
  storeId: number,
  skuId: number,
  quantity = 1,
): Promise<number> {
  const added = await api.addToCart(http, { id: skuId, quantity })
  expect(added).toMatchObject({ ok: true, data: { success: true } })
  const item = (await api.getCart(http, storeId)).items.find((row) => row.sku.id === skuId)
  if (!item) throw new Error(`SKU ${skuId} is not in the cart of store ${storeId}`)
  return item.id
}

/** The member's order by card to their saved address: a checkout body but for its items. */
export const MEMBER_BY_CARD = {
  shipping_type: 'custom',
  address_id: FX.addresses.member,
  payment_type: 'gmo_credit',
  email: null,
  phone: null,
} as const

/**
 * A fresh guest of sakura-select with one SKU in their own cart and a Tokyo delivery address of
 * their own: where a guest's checkout starts.
 */
export async function guestReadyToOrder(harness: ReturnType<typeof cartSandbox>, skuId: number) {
  const guest = harness.guest()
  const itemId = await putInCart(marketCart, guest, FX.stores.sakura, skuId)
  const home = await createAddress(guest, {
    type: 'custom',
    name: 'ゲスト',
    phone_number: '0300000000',
    address: TOKYO_PLACE,
  })
  return { guest, itemId, addressId: home.id }
}
