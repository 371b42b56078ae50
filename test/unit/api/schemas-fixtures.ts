/**
 * Wire-shaped entities (what the API sends: ISO date strings, snake_case) that satisfy the
 * contract schemas, for the schema tests. Typed by the schemas' input types, so a schema change
 * that breaks them fails the typecheck too.
 */
import type * as v from 'valibot'
import type { AddressDetailSchema, AddressSchema } from '../../../src/api/schemas/address'
import type { CartItemSchema, CartSchema } from '../../../src/api/schemas/cart'
import type { CommercialLawInfoSchema } from '../../../src/api/schemas/commercial-law'
import type { CreditCardSchema } from '../../../src/api/schemas/credit-card'
import type { CvsPayeeSchema } from '../../../src/api/schemas/cvs-payee'
import type { LiveShopUserSchema } from '../../../src/api/schemas/live-user'
import type { OrderSchema } from '../../../src/api/schemas/order'
import type { OrderListRowSchema } from '../../../src/api/schemas/order-list'
import type { OrderMessageSchema } from '../../../src/api/schemas/order-message'
import type { PaymentSettingSchema } from '../../../src/api/schemas/payment-setting'
import type { PostSchema } from '../../../src/api/schemas/post'
import type {
  PostProductSchema,
  ProductSchema,
  SellerProductSchema,
} from '../../../src/api/schemas/product'
import type { SessionUserSchema } from '../../../src/api/schemas/session'
import type { ShippingSettingSchema } from '../../../src/api/schemas/shipping'
import type { LiveShopStoreSchema, StoreSchema } from '../../../src/api/schemas/store'
import type { StreamPostCreateSchema } from '../../../src/api/schemas/stream'
import type { TwAddressSchema } from '../../../src/api/schemas/tw-address'

type In<S extends v.GenericSchema> = v.InferInput<S>

export const sessionUser: In<typeof SessionUserSchema> = {
  id: 11,
  avatar_url: null,
  first_name: '花子',
  last_name: '山田',
  full_name: '山田 花子',
  email: 'member@example.com',
  phone_number: '09012345678',
  does_age_verify: true,
  has_password: true,
}

export const liveShopUser: In<typeof LiveShopUserSchema> = {
  is_accept_data_policy: true,
  '17_user': { user_id: 'f3b1-17', does_age_verify: false, register_region: 'JP' },
  locale: 'ja',
}

export const addressDetail: In<typeof AddressDetailSchema> = {
  postcode: '1000001',
  level_one: '東京都',
  level_two: '千代田区',
  level_three: '千代田',
  level_four: '1-1',
  level_one_code: '13',
  region: 'JP',
  full_address: '東京都千代田区千代田1-1',
  info: null,
}

export const address: In<typeof AddressSchema> = {
  id: 21,
  type: 'custom',
  name: '山田 花子',
  phone_number: '09012345678',
  address: addressDetail,
}

export const twAddress: In<typeof TwAddressSchema> = {
  id: 31,
  postcode: '100',
  full_address: '臺北市中正區重慶南路一段122號',
  buyer_name: '王小明',
  buyer_cellphone: '0912345678',
}

export const creditCard: In<typeof CreditCardSchema> = {
  id: 41,
  masked_card_no: '************1111',
}

export const cvsPayee: In<typeof CvsPayeeSchema> = {
  id: 51,
  convenience_code: '00002',
  buyer_name: '山田 花子',
  buyer_name_kana: 'ヤマダ ハナコ',
  buyer_cellphone: '09012345678',
}

const image = { id: 61, url: 'https://cdn.example.com/p/61.jpg' }

export const cartItem: In<typeof CartItemSchema> = {
  id: 71,
  quantity: 2,
  in_storefront: true,
  price: 1200,
  sku_name: 'M / Navy',
  product_name: 'Linen shirt',
  buyer_purchasable_limit: 3,
  status_changes: ['price'],
  sku: {
    id: 81,
    images: [image],
    product_id: 91,
    available_quantity: 5,
    deleted_at: null,
    sale_started_at: '2024-05-01T00:00:00Z',
    sale_ended_at: null,
    is_limited_time_sale: false,
    is_in_limited_time_sale: false,
    product_name: 'Linen shirt',
    is_printio_product: false,
  },
}

export const cart: In<typeof CartSchema> = { id: 101, items: [cartItem] }

const sku = {
  id: 81,
  available_quantity: 5,
  salable_quantity: 4,
  salable_limit: null,
  name: 'M / Navy',
  price: 1200,
  force_purchase_url: null,
}

export const product: In<typeof ProductSchema> = {
  id: 91,
  name: 'Linen shirt',
  description: 'Cool in summer.',
  sale_started_at: '2024-05-01T00:00:00+09:00',
  sale_ended_at: null,
  min_price: 1200,
  max_price: 1500,
  salable_status: 'on_sell',
  available_quantity: 5,
  cover_image_id: 61,
  images: [image],
  skus: [sku],
  adult_warning: false,
  is_supplying: true,
  is_printio_product: true,
  printio_product_data: {
    detail_description: 'Printed on demand.',
    cautions: null,
    size_detail: [{ name: 'M', details: 'Chest 100 cm' }],
    handsup_description: null,
  },
}

export const sellerProduct: In<typeof SellerProductSchema> = {
  ...product,
  skus: [{ ...sku, original_price: 1500, sold_quantity: 12 }],
}

export const postProduct: In<typeof PostProductSchema> = {
  ...product,
  status: 'selling',
  pivot: { order: 0 },
}

export const post: In<typeof PostSchema> = {
  id: 5001,
  store_id: 301,
  title: 'Summer live',
  products: [postProduct],
}

export const shippingSetting: In<typeof ShippingSettingSchema> = {
  id: 111,
  type: 'custom',
  enabled: true,
  is_cash_on_delivery: false,
  fee_type: 'condition',
  fee: 800,
  free_shipping_threshold: 5000,
  address: null,
  region_fees: [{ fee_type: 'fixed', fee: 1500, threshold: null, level_one_codes: ['01', '47'] }],
}

export const paymentSetting: In<typeof PaymentSettingSchema> = {
  id: 121,
  type: 'gmo_credit',
  enabled: true,
  info: { shop_id: 'tshop00012345' },
}

const orderItem = {
  id: 131,
  product_name: 'Linen shirt',
  sku_name: 'M / Navy',
  quantity: 2,
  price: 1200,
  image: image.url,
  printio_shipping_status: 'pending',
} as const

export const order: In<typeof OrderSchema> = {
  id: 141,
  slug: 'SS-20240501-0001',
  completed_at: null,
  created_at: '2024-05-01T09:00:00+09:00',
  email: 'member@example.com',
  amount: 2400,
  currency: 'JPY',
  shipping_fee: 800,
  payment_fee: 0,
  total_amount: 3200,
  reason: null,
  custom_buyer_name: null,
  region: 'JP',
  store: { id: 301, slug: 'sakura-select', name: 'Sakura Select' },
  status: 'unpaid',
  is_printio_product_order: true,
  printio_order_data: { status: 'pending' },
  info: { refund_memo: 'unrefunded' },
  items: [orderItem],
  payment: {
    type: 'gmo_cvs',
    status: 'pending',
    paid_at: null,
    expire_at: '2024-05-08T23:59:59+09:00',
    updated_at: '2024-05-01T09:00:00+09:00',
    amount: 3200,
    account: { receipt_no: '1234-5678' },
    info: null,
  },
  shipping: {
    type: 'custom',
    status: 'init',
    delivery_at: null,
    shipping_setting_id: 111,
    address_id: 21,
    receiver_name: '山田 花子',
    receiver_phone_number: '09012345678',
    receiver_address: addressDetail,
    sender_name: 'Sakura Select',
    sender_phone_number: '0312345678',
    sender_address: null,
    company: null,
  },
  histories: [{ from: null, to: 'unpaid', created_at: '2024-05-01T09:00:00+09:00' }],
}

export const orderListRow: In<typeof OrderListRowSchema> = {
  id: 141,
  store_name: 'Sakura Select',
  slug: 'SS-20240501-0001',
  total_amount: 3200,
  currency: 'JPY',
  status: 'unpaid',
  items: [orderItem],
  payment: { type: 'gmo_cvs', status: 'pending' },
}

export const paginatedOrders = {
  data: [orderListRow],
  links: {
    first: '/api/v2/stores/301/orders/buyer?page=1',
    last: '/api/v2/stores/301/orders/buyer?page=1',
    prev: null,
    next: null,
  },
  meta: {
    current_page: 1,
    from: 1,
    to: 1,
    last_page: 1,
    path: '/api/v2/stores/301/orders/buyer',
    per_page: 20,
    total: 1,
  },
}

export const orderMessage: In<typeof OrderMessageSchema> = {
  id: 151,
  message: 'When will it ship?',
  role: 'buyer',
  created_at: '2024-05-02T10:00:00Z',
  user: { id: 11, name: '山田 花子', avatars: [] },
  store: null,
}

export const store: In<typeof StoreSchema> = {
  id: 301,
  slug: 'sakura-select',
  name: 'Sakura Select',
  description: null,
  contact_email: 'shop@example.com',
  image_url: null,
  avatar_url: null,
  enable_enterprise: false,
}

export const liveShopStore: In<typeof LiveShopStoreSchema> = {
  ...store,
  currency: 'TWD',
  region: 'TW',
  is_17shop_enabled: true,
  settings: { theme: 'dark' },
}

export const commercialLaw: In<typeof CommercialLawInfoSchema> = {
  store_name: 'Sakura Select',
  commercial_address: '東京都千代田区千代田1-1',
  commercial_phone: '0312345678',
  commercial_name: '山田 太郎',
  selling_price: '各商品ページに記載',
  extra_fees: null,
  payment_info: 'クレジットカード',
  delivery_info: '3営業日以内に発送',
  return_info: '不良品のみ',
}

export const streamPostCreate: In<typeof StreamPostCreateSchema> = {
  title: 'Summer live',
  type: 'formal',
  mode: 'obs',
  channel_ids: [1],
  add_to_general_cms_schedule: false,
  content: '',
  image_id: null,
  is_private: false,
  keywords: ['summer'],
  live: true,
  product_ids: [91],
  share_url: null,
  upcoming_at: '2024-06-01T20:00:00+09:00',
  upcoming_title: null,
}
