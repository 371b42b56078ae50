import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import * as marketCart from '../../src/api/marketplace-v2/cart'
import { getProduct } from '../../src/api/marketplace-v2/catalog'
import { checkout, type CheckoutInput } from '../../src/api/marketplace-v2/checkout'
import { OrderSchema } from '../../src/api/schemas/order'
import { captureReports } from './catalog-harness'
import { cartSandbox, guestReadyToOrder, MEMBER_BY_CARD, putInCart } from './cart-harness'

const reports = captureReports()
const K = FX.skus
const byCard = MEMBER_BY_CARD
const order = (item_ids: number[], extra: Partial<CheckoutInput> = {}): CheckoutInput => ({
  ...byCard,
  item_ids,
  ...extra,
})

describe('marketplace checkout', () => {
  it('turns the selected items into one unpaid order priced as pricing said, and empties them from the cart', async () => {
    const harness = cartSandbox()
    const { member } = harness
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo)
    const towel = await putInCart(marketCart, member, FX.stores.sakura, K.towelNavy)
    const stockBefore = (
      await getProduct(member, FX.stores.sakura, FX.products.multiSku)
    ).skus.find((s) => s.id === K.mugIndigo)
    const quote = await marketCart.pricing(member, {
      item_ids: [mug],
      shipping_setting_id: 1011,
      address_id: FX.addresses.member,
    })

    const placed = await checkout(member, order([mug], { custom_buyer_name: '佐藤 様' }))
    expect(placed).toMatchObject({ ok: true, data: { id: expect.any(Number) } })

    const [created, ...more] = await harness.orders()
    expect(more).toEqual([])
    expect(v.safeParse(OrderSchema, created).success).toBe(true)
    expect(created).toMatchObject({
      id: placed.ok ? placed.data.id : -1,
      status: 'unpaid',
      currency: 'JPY',
      region: 'JP',
      owner: 'user:1',
      email: FX.member.email,
      amount: quote.amount,
      shipping_fee: quote.shipping_fee,
      total_amount: quote.total_amount,
      custom_buyer_name: '佐藤 様',
      store: { id: FX.stores.sakura, slug: FX.slugs.sakura },
      items: [{ sku_name: '藍', quantity: 1, price: 2860 }],
      payment: { type: 'gmo_credit', status: 'init', amount: quote.total_amount, paid_at: null },
      shipping: {
        type: 'custom',
        status: 'init',
        receiver_address: {
          level_one_code: '13',
          full_address: '東京都千代田区千代田1-1 サンプルビル3F',
        },
      },
      histories: [
        { from: null, to: 'init' },
        { from: 'init', to: 'unpaid' },
      ],
      payment_attempts: [],
    })
    expect(
      (await marketCart.getCart(member, FX.stores.sakura)).items.map((item) => item.id),
    ).toEqual([towel])
    const stockAfter = (await getProduct(member, FX.stores.sakura, FX.products.multiSku)).skus.find(
      (s) => s.id === K.mugIndigo,
    )
    expect(stockAfter?.available_quantity).toBe((stockBefore?.available_quantity ?? 0) - 1)
    expect(reports).toEqual([])
  })

  it('cash on delivery: the order ships first (undelivered), its payment pending, with the COD fee', async () => {
    const harness = cartSandbox()
    const mug = await putInCart(marketCart, harness.member, FX.stores.sakura, K.mugIndigo)
    const placed = await checkout(
      harness.member,
      order([mug], { shipping_type: 'custom_cod', payment_type: 'custom_cod' }),
    )
    expect(placed.ok).toBe(true)
    expect((await harness.orders())[0]).toMatchObject({
      status: 'undelivered',
      shipping_fee: 800,
      payment_fee: 330,
      total_amount: 2860 + 800 + 330,
      payment: { type: 'custom_cod', status: 'pending' },
      histories: [{ to: 'init' }, { from: 'init', to: 'undelivered' }],
    })
  })

  it('a guest checks out their own cart to their own address', async () => {
    const harness = cartSandbox()
    const { guest, itemId, addressId } = await guestReadyToOrder(harness, K.mugWhite)
    const placed = await checkout(
      guest,
      order([itemId], { address_id: addressId, email: 'guest@example.com', phone: '0300000000' }),
    )
    expect(placed.ok).toBe(true)
    expect((await harness.orders())[0]).toMatchObject({
      owner: `guest:${FX.guests.fixture}`,
      email: 'guest@example.com',
    })
  })

  it('a double submit makes one order: the second finds nothing in the cart', async () => {
    const harness = cartSandbox()
    const mug = await putInCart(marketCart, harness.member, FX.stores.sakura, K.mugIndigo)
    const results = await Promise.all([
      checkout(harness.member, order([mug])),
      checkout(harness.member, order([mug])),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.find((result) => !result.ok)).toMatchObject({
      kind: 'http',
      status: 404,
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    })
    expect(await harness.orders()).toHaveLength(1)
  })

  it('an answer lost after the order was made: the outcome is unknown (network), and a retry cannot order twice', async () => {
    const harness = cartSandbox()
    const mug = await putInCart(marketCart, harness.member, FX.stores.sakura, K.mugIndigo)
    await harness.fault({
      method: 'POST',
      path: '/api/v2/checkout',
      network: 'abort',
      when: 'after',
      times: 1,
    })
    expect(await checkout(harness.member, order([mug]))).toMatchObject({
      ok: false,
      kind: 'network',
    })
    expect(await harness.orders()).toHaveLength(1)
    expect(await checkout(harness.member, order([mug]))).toMatchObject({
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    })
    expect(await harness.orders()).toHaveLength(1)
  })
})

describe('checkout error codes, typed', () => {
  it('CHECKOUT_ITEMS_STATUS_HAVE_CHANGED lists the changed items; after sync-snapshot the order goes through at the new price', async () => {
    const harness = cartSandbox()
    const kumo = order([1], { shipping_type: 'self_pick_up' })
    expect(await checkout(harness.member, kumo)).toMatchObject({
      ok: false,
      status: 409,
      error: {
        code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED',
        data: [{ cart_item_id: 1, status_changes: ['price'] }],
      },
    })
    expect(await harness.orders()).toEqual([])
    await marketCart.syncSnapshot(harness.member, FX.stores.kumo, { ids: [1] })
    expect(await checkout(harness.member, kumo)).toMatchObject({ ok: true })
    expect((await harness.orders())[0]).toMatchObject({
      amount: 693,
      shipping_fee: 0,
      items: [{ price: 693 }],
    })
  })

  it('NOT_FOUND_ITEM_IN_CART: someone else’s cart item', async () => {
    const { buyerJp, member } = cartSandbox()
    expect(
      await checkout(buyerJp, order([1], { address_id: FX.addresses.buyerJpOsaka })),
    ).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    })
    expect((await marketCart.getCart(member, FX.stores.kumo)).items).toHaveLength(1)
  })

  it('REACHED_BUYER_PURCHASABLE_LIMIT: at checkout over the limit, and at add-cart after buying one', async () => {
    const { member } = cartSandbox()
    const plate = await putInCart(marketCart, member, FX.stores.sakura, K.mameZara)
    await marketCart.updateCartItem(member, plate, { quantity: 2 })
    expect(await checkout(member, order([plate]))).toMatchObject({
      status: 400,
      error: { code: 'REACHED_BUYER_PURCHASABLE_LIMIT' },
    })
    await marketCart.updateCartItem(member, plate, { quantity: 1 })
    expect(await checkout(member, order([plate]))).toMatchObject({ ok: true })
    expect(await marketCart.addToCart(member, { id: K.mameZara, quantity: 1 })).toMatchObject({
      error: { code: 'REACHED_BUYER_PURCHASABLE_LIMIT' },
    })
  })

  it('INVALID_SHIPPING_TYPE_EXCEPTION: self pick-up is disabled at sakura-select; COD payment needs COD shipping', async () => {
    const { member } = cartSandbox()
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo)
    const invalid = { status: 400, error: { code: 'INVALID_SHIPPING_TYPE_EXCEPTION' } }
    expect(await checkout(member, order([mug], { shipping_type: 'self_pick_up' }))).toMatchObject(
      invalid,
    )
    expect(await checkout(member, order([mug], { payment_type: 'custom_cod' }))).toMatchObject(
      invalid,
    )
  })

  it('MIXED_SKU_TYPE_EXCEPTION: a print-on-demand item with a normal one', async () => {
    const { member } = cartSandbox()
    const tee = await putInCart(marketCart, member, FX.stores.sakura, K.printioTeeM)
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo)
    expect(await checkout(member, order([tee, mug]))).toMatchObject({
      status: 400,
      error: { code: 'MIXED_SKU_TYPE_EXCEPTION' },
    })
    expect(await checkout(member, order([tee]))).toMatchObject({ ok: true })
  })

  it('FAILED_TO_CHECKOUT: as the server says it, and for any unreadable failure; nothing is ordered', async () => {
    const harness = cartSandbox()
    const mug = await putInCart(marketCart, harness.member, FX.stores.sakura, K.mugIndigo)
    await harness.fault({
      method: 'POST',
      path: '/api/v2/checkout',
      status: 500,
      body: { code: 'FAILED_TO_CHECKOUT' },
      times: 1,
    })
    await harness.fault({
      method: 'POST',
      path: '/api/v2/checkout',
      status: 502,
      body: { oops: 'gateway' },
      times: 1,
    })
    expect(await checkout(harness.member, order([mug]))).toMatchObject({
      status: 500,
      error: { code: 'FAILED_TO_CHECKOUT' },
    })
    expect(await checkout(harness.member, order([mug]))).toMatchObject({
      status: 502,
      error: { code: 'FAILED_TO_CHECKOUT', data: { oops: 'gateway' } },
    })
    expect(await harness.orders()).toEqual([])
  })

  it('refuses a bad input before sending it, and the sandbox answers 422 naming the fields', async () => {
    const harness = cartSandbox()
    const input = { ...order([]), email: 'not-an-address' }
    expect(await checkout(harness.member, input)).toMatchObject({
      ok: false,
      kind: 'invalid-input',
    })
    expect(harness.requestsSent()).toBe(0)
    const answer = await harness.raw('/api/v2/checkout', {
      method: 'POST',
      token: FX.tokens.sessionMember,
      body: JSON.stringify(input),
    })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION_EXCEPTION',
      data: { item_ids: expect.any(Array), email: expect.any(Array) },
    })
  })
})
