import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createDb } from '../../../sandbox/db/db'
import { FX } from '../../../sandbox/db/fixtures'
import {
  liveStoreView,
  postView,
  productView,
  sellerProductView,
  storeView,
} from '../../../sandbox/db/views/catalog'
import { cartView } from '../../../sandbox/db/views/cart'
import { orderListRowView, orderMessageView, orderView } from '../../../sandbox/db/views/orders'
import { guestView, liveUserView, sessionUserView } from '../../../sandbox/db/views/people'
import {
  addressView,
  creditCardView,
  cvsPayeeView,
  twAddressView,
} from '../../../sandbox/db/views/wallet'
import {
  channelView,
  commercialInfoView,
  paymentSettingView,
  shippingSettingView,
  streamView,
} from '../../../sandbox/db/views/settings'
import { AddressSchema } from '../../../src/api/schemas/address'
import { CartSchema } from '../../../src/api/schemas/cart'
import { CommercialLawInfoSchema } from '../../../src/api/schemas/commercial-law'
import { CreditCardSchema } from '../../../src/api/schemas/credit-card'
import { CvsPayeeSchema } from '../../../src/api/schemas/cvs-payee'
import { LiveShopUserSchema } from '../../../src/api/schemas/live-user'
import { OrderSchema } from '../../../src/api/schemas/order'
import { OrderListRowSchema } from '../../../src/api/schemas/order-list'
import { OrderMessageSchema } from '../../../src/api/schemas/order-message'
import { PaymentSettingSchema } from '../../../src/api/schemas/payment-setting'
import { PostSchema } from '../../../src/api/schemas/post'
import { ProductSchema, SellerProductSchema } from '../../../src/api/schemas/product'
import { GuestSchema, SessionUserSchema } from '../../../src/api/schemas/session'
import { ShippingSettingSchema } from '../../../src/api/schemas/shipping'
import { LiveShopStoreSchema, StoreSchema } from '../../../src/api/schemas/store'
import { ChannelSchema, StreamSchema } from '../../../src/api/schemas/stream'
import { TwAddressSchema } from '../../../src/api/schemas/tw-address'

// One contract, two sides: every seeded row, as the sandbox sends it, passes the client's schema.
const db = createDb()

function expectValid(schema: v.GenericSchema, values: unknown[]) {
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) {
    const result = v.safeParse(schema, JSON.parse(JSON.stringify(value)))
    expect(
      result.success ? [] : v.flatten(result.issues),
      JSON.stringify(value).slice(0, 200),
    ).toEqual([])
  }
}

const all = <K, T>(map: Map<K, T>) => [...map.values()]

describe('seeded entities satisfy the API schemas', () => {
  it('stores', () => {
    expectValid(StoreSchema, all(db.stores).map(storeView))
    expectValid(
      LiveShopStoreSchema,
      all(db.stores)
        .filter((s) => s.kind === 'live')
        .map(liveStoreView),
    )
  })
  it('products, seller products and posts', () => {
    expectValid(
      ProductSchema,
      all(db.products).map((p) => productView(db, p)),
    )
    expectValid(
      SellerProductSchema,
      all(db.products).map((p) => sellerProductView(db, p)),
    )
    expectValid(
      PostSchema,
      all(db.posts).map((p) => postView(db, p)),
    )
  })
  it('people', () => {
    expectValid(SessionUserSchema, all(db.users).map(sessionUserView))
    expectValid(LiveShopUserSchema, all(db.users).map(liveUserView))
    expectValid(GuestSchema, all(db.guests).map(guestView))
  })
  it('wallet', () => {
    expectValid(AddressSchema, all(db.addresses).map(addressView))
    expectValid(TwAddressSchema, all(db.twAddresses).map(twAddressView))
    expectValid(CreditCardSchema, all(db.creditCards).map(creditCardView))
    expectValid(CvsPayeeSchema, all(db.cvsPayees).map(cvsPayeeView))
  })
  it('settings, streams and channels', () => {
    expectValid(ShippingSettingSchema, all(db.shippingSettings).map(shippingSettingView))
    expectValid(PaymentSettingSchema, all(db.paymentSettings).map(paymentSettingView))
    expectValid(CommercialLawInfoSchema, all(db.commercialInfo).map(commercialInfoView))
    expectValid(StreamSchema, all(db.streams).map(streamView))
    expectValid(ChannelSchema, all(db.channels).map(channelView))
  })
  it('carts, orders and messages', () => {
    expectValid(
      CartSchema,
      all(db.carts).map((cart) => cartView(db, cart)),
    )
    expectValid(
      OrderSchema,
      all(db.orders).map((order) => orderView(db, order)),
    )
    expectValid(
      OrderListRowSchema,
      all(db.orders).map((order) => orderListRowView(db, order)),
    )
    expectValid(
      OrderMessageSchema,
      all(db.orderMessages).map((m) => orderMessageView(db, m)),
    )
  })
})

describe('the contract fixtures are there', () => {
  it('names every fixture of the sandbox contract', () => {
    expect(db.stores.get(FX.stores.sakura)).toMatchObject({
      slug: 'sakura-select',
      region: 'JP',
      currency: 'JPY',
    })
    expect(db.stores.get(FX.stores.kumo)).toMatchObject({ slug: 'kumo-books' })
    expect(db.stores.get(FX.stores.liveJp)).toMatchObject({
      liver_id: 1001,
      region: 'JP',
      currency: 'JPY',
    })
    expect(db.stores.get(FX.stores.liveTw)).toMatchObject({
      liver_id: 2001,
      region: 'TW',
      currency: 'TWD',
    })
    expect(db.stores.get(FX.stores.enterprise)).toMatchObject({
      liver_id: 1003,
      enable_enterprise: true,
    })
    expect(db.posts.get(5001)?.store_id).toBe(FX.stores.liveJp)
    expect(db.posts.get(6001)?.store_id).toBe(FX.stores.liveTw)
    expect(db.posts.get(5003)?.store_id).toBe(FX.stores.enterprise)
    expect(db.streams.get(7001)?.post_id).toBe(5001)
    expect(db.streams.get(8001)?.post_id).toBe(6001)
    expect(db.postcodes.get('1000001')).toEqual({
      level_one: '東京都',
      level_two: '千代田区',
      level_three: '千代田',
      level_one_code: '13',
    })
    const member = all(db.users).find((u) => u.email === 'member@example.com')
    expect(member?.password).toBe('Passw0rd!')
    const owner = `user:${member?.id}`
    for (const rows of [all(db.addresses), all(db.creditCards), all(db.cvsPayees)]) {
      expect(rows.some((row) => row.owner === owner)).toBe(true)
    }
    expect(all(db.users).find((u) => u.sso_token === 'buyer-jp')).toMatchObject({
      register_region: 'JP',
      locale: 'ja',
    })
    expect(all(db.users).find((u) => u.sso_token === 'buyer-tw')).toMatchObject({
      register_region: 'TW',
      locale: 'zh_TW',
    })
    expect(all(db.livers).find((l) => l.sso_token === 'seller-jp')?.id).toBe(1001)
    expect(all(db.livers).find((l) => l.sso_token === 'seller-blocked')?.login).toBe(
      'not_whitelisted',
    )
    expect(all(db.livers).find((l) => l.sso_token === 'seller-broken')?.login).toBe('broken')
    for (const number of Object.values(FX.cardNumbers)) expect(db.testCards.has(number)).toBe(true)
  })

  it('every FX product and SKU id exists, and the listed products are in their stores', () => {
    for (const id of Object.values(FX.products))
      expect(db.products.has(id), `product ${id}`).toBe(true)
    for (const id of Object.values(FX.skus)) expect(db.skus.has(id), `sku ${id}`).toBe(true)
    const sakura = all(db.products).filter((p) => p.store_id === FX.stores.sakura)
    expect(sakura.length).toBeGreaterThan(FX.perPage) // two pages
  })
})
