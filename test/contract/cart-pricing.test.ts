import { describe, expect, it } from 'vitest'
import { FX } from '../../sandbox/db/fixtures'
import { isApiError } from '../../src/api/client/results'
import * as liveCart from '../../src/api/live-shop-v1/cart'
import * as marketCart from '../../src/api/marketplace-v2/cart'
import { createAddress } from '../../src/api/marketplace-v2/wallet'
import { captureReports } from './catalog-harness'
import { cartSandbox, putInCart } from './cart-harness'

const reports = captureReports()
const K = FX.skus
const sakura = { custom: 1011, cod: 1012, pickUp: 1013, codPayment: 1114, credit: 1111 }

describe('pricing (marketplace, sakura-select: ¥800, free from ¥5,000, Hokkaido and Okinawa ¥1,500)', () => {
  it('charges the condition fee below the threshold and nothing from it', async () => {
    const { member } = cartSandbox()
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo) // ¥2,860
    const quote = (item_ids: number[]) =>
      marketCart.pricing(member, {
        item_ids,
        shipping_setting_id: sakura.custom,
        address_id: FX.addresses.member,
      })
    expect(await quote([mug])).toEqual({
      amount: 2860,
      shipping_fee: 800,
      payment_fee: 0,
      total_amount: 3660,
    })
    await marketCart.updateCartItem(member, mug, { quantity: 2 })
    expect(await quote([mug])).toEqual({
      amount: 5720,
      shipping_fee: 0,
      payment_fee: 0,
      total_amount: 5720,
    })
    expect(reports).toEqual([])
  })

  it('uses the per-region fee for the address’s prefecture', async () => {
    const { member } = cartSandbox()
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo, 2)
    const sapporo = await createAddress(member, {
      type: 'custom',
      name: '北 太郎',
      phone_number: '0111234567',
      address: {
        postcode: '0600001',
        level_one: '北海道',
        level_two: '札幌市中央区',
        level_four: '1-1',
        level_one_code: '01',
        region: 'JP',
      },
    })
    const quote = await marketCart.pricing(member, {
      item_ids: [mug],
      shipping_setting_id: sakura.custom,
      address_id: sapporo.id,
    })
    expect(quote).toEqual({ amount: 5720, shipping_fee: 1500, payment_fee: 0, total_amount: 7220 })
  })

  it('adds the cash-on-delivery fee of the chosen payment, and prices the limited-time sale', async () => {
    const { member } = cartSandbox()
    const matcha = await putInCart(marketCart, member, FX.stores.sakura, K.matchaSale) // ¥2,592 on sale
    const quote = await marketCart.pricing(member, {
      item_ids: [matcha],
      shipping_setting_id: sakura.cod,
      payment_id: sakura.codPayment,
      address_id: FX.addresses.member,
    })
    expect(quote).toEqual({ amount: 2592, shipping_fee: 800, payment_fee: 330, total_amount: 3722 })
  })

  it('gives the subtotal of cart items at the quantities being considered', async () => {
    const { member } = cartSandbox()
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo)
    const towel = await putInCart(marketCart, member, FX.stores.sakura, K.towelNavy)
    const towelPrice =
      (await marketCart.getCart(member, FX.stores.sakura)).items.find((item) => item.id === towel)
        ?.price ?? 0
    const subtotal = await marketCart.pricingSubtotal(member, {
      items: [
        { id: mug, quantity: 3 },
        { id: towel, quantity: 1 },
      ],
    })
    expect(subtotal).toBe(2860 * 3 + towelPrice)
  })

  it('names the field when the setting or address is not the store’s or the buyer’s (422)', async () => {
    const { member } = cartSandbox()
    const mug = await putInCart(marketCart, member, FX.stores.sakura, K.mugIndigo)
    const refusal = async (body: Parameters<typeof marketCart.pricing>[1]) => {
      const error = await marketCart.pricing(member, body).catch((e: unknown) => e)
      return isApiError(error) && error.failure.kind === 'http' ? error.failure : error
    }
    const base = { item_ids: [mug], shipping_setting_id: sakura.custom }
    expect(await refusal({ ...base, shipping_setting_id: 1021 })).toMatchObject({
      status: 422,
      error: { code: 'VALIDATION_EXCEPTION', data: { shipping_setting_id: expect.any(Array) } },
    })
    expect(await refusal({ ...base, address_id: FX.addresses.buyerJpOsaka })).toMatchObject({
      error: { data: { address_id: expect.any(Array) } },
    })
    expect(await refusal({ ...base, payment_id: 2114 })).toMatchObject({
      error: { data: { payment_id: expect.any(Array) } },
    })
    // Item 1 is the member's too, but in the kumo-books cart: one pricing is one store's.
    expect(await refusal({ ...base, item_ids: [mug, 1] })).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND_ITEM_IN_CART' },
    })
  })
})

describe('pricing (live shop)', () => {
  it('JP store 201: ¥600, Okinawa ¥1,200', async () => {
    const { buyerJp } = cartSandbox()
    const ikura = await putInCart(liveCart, buyerJp, FX.stores.liveJp, K.ikura250)
    const quote = (address_id: number) =>
      liveCart.pricing(buyerJp, { item_ids: [ikura], shipping_setting_id: 2011, address_id })
    const osaka = await quote(FX.addresses.buyerJpOsaka)
    const okinawa = await quote(FX.addresses.buyerJpOkinawa)
    expect(osaka.shipping_fee).toBe(600)
    expect(okinawa.shipping_fee).toBe(1200)
    expect(okinawa.total_amount).toBe(okinawa.amount + 1200)
  })

  it('Taiwan store 202: NT$100 home delivery, free from NT$1,000, to the buyer’s Taiwan address', async () => {
    const { buyerTw } = cartSandbox()
    const tea = await putInCart(liveCart, buyerTw, FX.stores.liveTw, K.twTea150)
    const quote = () =>
      liveCart.pricing(buyerTw, {
        item_ids: [tea],
        shipping_setting_id: 2021,
        address_id: FX.twAddresses.buyerTw,
      })
    const one = await quote()
    expect(one.shipping_fee).toBe(one.amount >= 1000 ? 0 : 100)
    const many = Math.ceil(1000 / one.amount)
    await liveCart.updateCartItem(buyerTw, tea, { quantity: many })
    expect(await quote()).toMatchObject({
      amount: one.amount * many,
      shipping_fee: 0,
      total_amount: one.amount * many,
    })
    expect(reports).toEqual([])
  })
})
