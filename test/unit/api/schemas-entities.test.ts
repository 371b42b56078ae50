import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AddressSchema } from '../../../src/api/schemas/address'
import { CartItemSchema, CartSchema } from '../../../src/api/schemas/cart'
import { CommercialLawInfoSchema } from '../../../src/api/schemas/commercial-law'
import { CreditCardSchema } from '../../../src/api/schemas/credit-card'
import { CvsPayeeSchema } from '../../../src/api/schemas/cvs-payee'
import { LiveShopUserSchema } from '../../../src/api/schemas/live-user'
import { OrderSchema } from '../../../src/api/schemas/order'
import { OrderListRowSchema } from '../../../src/api/schemas/order-list'
import { OrderMessageSchema } from '../../../src/api/schemas/order-message'
import { paginated } from '../../../src/api/schemas/paginated'
import { PaymentSettingSchema } from '../../../src/api/schemas/payment-setting'
import { PostSchema } from '../../../src/api/schemas/post'
import {
  PostProductSchema,
  ProductSchema,
  SellerProductSchema,
} from '../../../src/api/schemas/product'
import { SessionUserSchema } from '../../../src/api/schemas/session'
import { ShippingSettingSchema } from '../../../src/api/schemas/shipping'
import { LiveShopStoreSchema, StoreSchema } from '../../../src/api/schemas/store'
import { StreamPostCreateSchema } from '../../../src/api/schemas/stream'
import { TwAddressSchema } from '../../../src/api/schemas/tw-address'
import { NOT_A_DATE_MESSAGE } from '../../../src/lib/dates'
import * as fx from './schemas-fixtures'

function parses(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new Error(JSON.stringify(v.flatten(result.issues)))
  return result.output
}

describe('entity fixtures as the API sends them', () => {
  const cases: [string, v.GenericSchema, unknown][] = [
    ['session user', SessionUserSchema, fx.sessionUser],
    ['live-shop user', LiveShopUserSchema, fx.liveShopUser],
    ['address', AddressSchema, fx.address],
    ['Taiwan address', TwAddressSchema, fx.twAddress],
    ['credit card', CreditCardSchema, fx.creditCard],
    ['convenience payee', CvsPayeeSchema, fx.cvsPayee],
    ['cart', CartSchema, fx.cart],
    ['product', ProductSchema, fx.product],
    ['seller product', SellerProductSchema, fx.sellerProduct],
    ['post', PostSchema, fx.post],
    ['shipping setting', ShippingSettingSchema, fx.shippingSetting],
    ['payment setting', PaymentSettingSchema, fx.paymentSetting],
    ['order', OrderSchema, fx.order],
    ['order list row', OrderListRowSchema, fx.orderListRow],
    ['order message', OrderMessageSchema, fx.orderMessage],
    ['store', StoreSchema, fx.store],
    ['live-shop store', LiveShopStoreSchema, fx.liveShopStore],
    ['commercial-law info', CommercialLawInfoSchema, fx.commercialLaw],
    ['paginated orders', paginated(OrderListRowSchema), fx.paginatedOrders],
  ]
  it.each(cases)('a %s parses', (_, schema, value) => {
    parses(schema, value)
  })

  it('turns every date form into a Date', () => {
    const order = parses(OrderSchema, {
      ...fx.order,
      created_at: 1_714_550_400_000,
    }) as v.InferOutput<typeof OrderSchema>
    expect(order.created_at).toEqual(new Date(1_714_550_400_000))
    expect(order.histories[0]?.created_at).toEqual(new Date('2024-05-01T09:00:00+09:00'))
  })

  it('rejects a date that is not one, with its exact message', () => {
    const result = v.safeParse(OrderSchema, { ...fx.order, created_at: 'yesterday' })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe(NOT_A_DATE_MESSAGE)
  })

  it('accepts keys the server adds and leaves them out of the output', () => {
    const store = parses(StoreSchema, { ...fx.store, brand_new_field: 1 })
    expect(store).not.toHaveProperty('brand_new_field')
    expect(store).toEqual(fx.store)
  })

  it('keeps the unknown keys of a stream post create payload ("plus others")', () => {
    const payload = parses(StreamPostCreateSchema, {
      ...fx.streamPostCreate,
      thumbnail_style: 'wide',
    })
    expect(payload).toHaveProperty('thumbnail_style', 'wide')
  })

  it('requires the fields a screen relies on', () => {
    const { total_amount: _, ...withoutTotal } = fx.order
    expect(v.safeParse(OrderSchema, withoutTotal).success).toBe(false)
    expect(v.safeParse(CartItemSchema, { ...fx.cartItem, sku: undefined }).success).toBe(false)
  })
})

describe('status_changes', () => {
  it('accepts a list of known changes and no change (null or absent)', () => {
    parses(CartItemSchema, { ...fx.cartItem, status_changes: ['price', 'stock_shortage'] })
    parses(CartItemSchema, { ...fx.cartItem, status_changes: null })
    const { status_changes: _, ...withoutChanges } = fx.cartItem
    parses(CartItemSchema, withoutChanges)
  })

  it('rejects an empty list: a list has at least one entry', () => {
    expect(v.safeParse(CartItemSchema, { ...fx.cartItem, status_changes: [] }).success).toBe(false)
  })
})

describe('nullable fields', () => {
  const nullables: [string, v.GenericSchema, Record<string, unknown>, string[]][] = [
    [
      'session user',
      SessionUserSchema,
      fx.sessionUser,
      ['does_age_verify', 'phone_number', 'avatar_url'],
    ],
    ['cart item', CartItemSchema, fx.cartItem, ['buyer_purchasable_limit']],
    ['address', AddressSchema, fx.address, ['address']],
    ['order', OrderSchema, fx.order, ['completed_at', 'email', 'reason', 'payment', 'shipping']],
    [
      'shipping setting',
      ShippingSettingSchema,
      fx.shippingSetting,
      ['free_shipping_threshold', 'address'],
    ],
  ]
  it.each(nullables)('a %s may have null where the API may send it', (_, schema, fixture, keys) => {
    for (const key of keys) parses(schema, { ...fixture, [key]: null })
  })

  it('live-shop user: does_age_verify and register_region may be null', () => {
    parses(LiveShopUserSchema, {
      ...fx.liveShopUser,
      '17_user': { user_id: 'abc', does_age_verify: null, register_region: null },
    })
  })

  it('paginated: prev, next, from and to may be null; counts may not be negative', () => {
    const empty = {
      data: [],
      links: { ...fx.paginatedOrders.links, prev: null, next: null },
      meta: { ...fx.paginatedOrders.meta, from: null, to: null, total: 0 },
    }
    parses(paginated(OrderListRowSchema), empty)
    const negative = { ...empty, meta: { ...empty.meta, total: -1 } }
    expect(v.safeParse(paginated(OrderListRowSchema), negative).success).toBe(false)
    const fractional = { ...empty, meta: { ...empty.meta, per_page: 1.5 } }
    expect(v.safeParse(paginated(OrderListRowSchema), fractional).success).toBe(false)
  })

  it('a paginated list checks its items with the item schema', () => {
    const badRow = { ...fx.orderListRow, status: 'lost' }
    const page = { ...fx.paginatedOrders, data: [badRow] }
    expect(v.safeParse(paginated(OrderListRowSchema), page).success).toBe(false)
  })
})

describe('post products', () => {
  it('carry a status and a position', () => {
    const product = parses(PostProductSchema, fx.postProduct) as v.InferOutput<
      typeof PostProductSchema
    >
    expect(product.status).toBe('selling')
    expect(product.pivot.order).toBe(0)
  })
})
