import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ADDRESS_TYPES, AddressSchema } from '../../../src/api/schemas/address'
import { CartItemSchema, STATUS_CHANGES } from '../../../src/api/schemas/cart'
import { CURRENCIES, REGIONS } from '../../../src/api/schemas/common'
import { CONVENIENCE_CODES, CvsPayeeSchema } from '../../../src/api/schemas/cvs-payee'
import {
  HANDSUP_LOCALES,
  LiveShopUserSchema,
  REGISTER_REGIONS,
} from '../../../src/api/schemas/live-user'
import { OrderSchema, PRINTIO_ORDER_STATUSES, REFUND_MEMOS } from '../../../src/api/schemas/order'
import { MESSAGE_ROLES, OrderMessageSchema } from '../../../src/api/schemas/order-message'
import { PRINTIO_SHIPPING_STATUSES } from '../../../src/api/schemas/order-parts'
import { PaymentSettingSchema } from '../../../src/api/schemas/payment-setting'
import { PAYMENT_TYPES } from '../../../src/api/schemas/payment-types'
import {
  POST_PRODUCT_STATUSES,
  PostProductSchema,
  ProductSchema,
} from '../../../src/api/schemas/product'
import { FEE_TYPES, SHIPPING_TYPES, ShippingSettingSchema } from '../../../src/api/schemas/shipping'
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SALABLE_STATUSES,
  SHIPPING_STATUSES,
} from '../../../src/api/schemas/statuses'
import { LiveShopStoreSchema } from '../../../src/api/schemas/store'
import * as fx from './schemas-fixtures'

type Path = (string | number)[]

/** A deep copy of `value` with `path` set to `next`. */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next
  const [head, ...rest] = path as [string | number, ...Path]
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? setAt(item, rest, next) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head]: setAt(record[head], rest, next) }
}

const fields: [string, v.GenericSchema, unknown, Path, readonly string[]][] = [
  ['order status', OrderSchema, fx.order, ['status'], ORDER_STATUSES],
  ['history from', OrderSchema, fx.order, ['histories', 0, 'from'], ORDER_STATUSES],
  ['history to', OrderSchema, fx.order, ['histories', 0, 'to'], ORDER_STATUSES],
  ['payment status', OrderSchema, fx.order, ['payment', 'status'], PAYMENT_STATUSES],
  ['payment type', OrderSchema, fx.order, ['payment', 'type'], PAYMENT_TYPES],
  ['shipping status', OrderSchema, fx.order, ['shipping', 'status'], SHIPPING_STATUSES],
  ['shipping type', OrderSchema, fx.order, ['shipping', 'type'], SHIPPING_TYPES],
  ['order currency', OrderSchema, fx.order, ['currency'], CURRENCIES],
  ['order region', OrderSchema, fx.order, ['region'], REGIONS],
  ['refund memo', OrderSchema, fx.order, ['info', 'refund_memo'], REFUND_MEMOS],
  [
    'printio order status',
    OrderSchema,
    fx.order,
    ['printio_order_data', 'status'],
    PRINTIO_ORDER_STATUSES,
  ],
  [
    'printio item status',
    OrderSchema,
    fx.order,
    ['items', 0, 'printio_shipping_status'],
    PRINTIO_SHIPPING_STATUSES,
  ],
  ['salable status', ProductSchema, fx.product, ['salable_status'], SALABLE_STATUSES],
  ['post product status', PostProductSchema, fx.postProduct, ['status'], POST_PRODUCT_STATUSES],
  ['status change', CartItemSchema, fx.cartItem, ['status_changes', 0], STATUS_CHANGES],
  ['address type', AddressSchema, fx.address, ['type'], ADDRESS_TYPES],
  ['address region', AddressSchema, fx.address, ['address', 'region'], REGIONS],
  ['convenience code', CvsPayeeSchema, fx.cvsPayee, ['convenience_code'], CONVENIENCE_CODES],
  ['fee type', ShippingSettingSchema, fx.shippingSetting, ['fee_type'], FEE_TYPES],
  [
    'region fee type',
    ShippingSettingSchema,
    fx.shippingSetting,
    ['region_fees', 0, 'fee_type'],
    FEE_TYPES,
  ],
  ['shipping setting type', ShippingSettingSchema, fx.shippingSetting, ['type'], SHIPPING_TYPES],
  ['payment setting type', PaymentSettingSchema, fx.paymentSetting, ['type'], PAYMENT_TYPES],
  ['message role', OrderMessageSchema, fx.orderMessage, ['role'], MESSAGE_ROLES],
  ['handsup locale', LiveShopUserSchema, fx.liveShopUser, ['locale'], HANDSUP_LOCALES],
  [
    'register region',
    LiveShopUserSchema,
    fx.liveShopUser,
    ['17_user', 'register_region'],
    REGISTER_REGIONS,
  ],
  ['store currency', LiveShopStoreSchema, fx.liveShopStore, ['currency'], CURRENCIES],
  ['store region', LiveShopStoreSchema, fx.liveShopStore, ['region'], REGIONS],
]

describe.each(fields)('%s', (_, schema, fixture, path, values) => {
  it.each(values)('accepts %s', (value) => {
    expect(v.safeParse(schema, setAt(fixture, path, value)).success).toBe(true)
  })

  it.each(['bogus', '', 'ON_SELL', 0])('rejects %j', (value) => {
    expect(v.safeParse(schema, setAt(fixture, path, value)).success).toBe(false)
  })
})

describe('the value lists are the documented ones', () => {
  it('has the order, payment and shipping statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(9)
    expect(PAYMENT_STATUSES).toEqual(['init', 'pending', 'approving', 'paid', 'failed', 'refunded'])
    expect(SHIPPING_STATUSES).toHaveLength(12)
    expect(SALABLE_STATUSES).toEqual(['on_sell', 'sold_out', 'before_sell', 'end_sell'])
  })

  it('has the four convenience codes and four refund memos', () => {
    expect(CONVENIENCE_CODES).toEqual(['00001', '00002', '00005', '00008'])
    expect(REFUND_MEMOS).toHaveLength(4)
  })
})
