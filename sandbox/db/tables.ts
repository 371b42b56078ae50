import type {
  CartItemRow,
  CartRow,
  OrderMessageRow,
  OrderRow,
  PaymentAttemptRow,
} from './types/commerce'
import type { ChannelRow, PostRow, ProductRow, StoreRow, StreamRow } from './types/catalog'
import type { MailRow } from './types/mail'
import { SkuTable } from './sku-table'
import type { GuestRow, LiverRow, ResetTokenRow, SessionRow, UserRow } from './types/people'
import type {
  CommercialInfoRow,
  PaymentSettingRow,
  PostcodeRow,
  ShippingSettingRow,
} from './types/settings'
import type {
  AddressRow,
  CardTokenRow,
  CreditCardRow,
  CvsPayeeRow,
  TestCardRow,
  TwAddressRow,
} from './types/wallet'

/**
 * Every table of the in-memory store. Maps keyed by id (or by token / postcode / card number);
 * a reset clears them in place, so a route may keep a reference to a map across resets.
 */
export interface Tables {
  users: Map<number, UserRow>
  guests: Map<number, GuestRow>
  /** Keyed by bearer token. */
  sessions: Map<string, SessionRow>
  resetTokens: Map<string, ResetTokenRow>
  livers: Map<number, LiverRow>
  stores: Map<number, StoreRow>
  products: Map<number, ProductRow>
  /** With each product's SKUs indexed (sku-table.ts). */
  skus: SkuTable
  posts: Map<number, PostRow>
  streams: Map<number, StreamRow>
  channels: Map<number, ChannelRow>
  shippingSettings: Map<number, ShippingSettingRow>
  paymentSettings: Map<number, PaymentSettingRow>
  /** Keyed by store id. */
  commercialInfo: Map<number, CommercialInfoRow>
  /** Keyed by the seven-digit postcode without hyphen. */
  postcodes: Map<string, PostcodeRow>
  addresses: Map<number, AddressRow>
  twAddresses: Map<number, TwAddressRow>
  creditCards: Map<number, CreditCardRow>
  /** Keyed by card number. */
  testCards: Map<string, TestCardRow>
  /** Keyed by token. */
  cardTokens: Map<string, CardTokenRow>
  cvsPayees: Map<number, CvsPayeeRow>
  carts: Map<number, CartRow>
  cartItems: Map<number, CartItemRow>
  orders: Map<number, OrderRow>
  paymentAttempts: Map<number, PaymentAttemptRow>
  orderMessages: Map<number, OrderMessageRow>
  /** E-mails "sent" since the reset (sandbox/mailbox). */
  mails: Map<number, MailRow>
}

export type TableName = keyof Tables

/** The tables whose rows get new numeric ids from `db.nextId`. */
export type IdTable = Exclude<
  { [K in TableName]: Tables[K] extends Map<number, infer _R> ? K : never }[TableName],
  'commercialInfo'
>

export function emptyTables(): Tables {
  return {
    users: new Map(),
    guests: new Map(),
    sessions: new Map(),
    resetTokens: new Map(),
    livers: new Map(),
    stores: new Map(),
    products: new Map(),
    skus: new SkuTable(),
    posts: new Map(),
    streams: new Map(),
    channels: new Map(),
    shippingSettings: new Map(),
    paymentSettings: new Map(),
    commercialInfo: new Map(),
    postcodes: new Map(),
    addresses: new Map(),
    twAddresses: new Map(),
    creditCards: new Map(),
    testCards: new Map(),
    cardTokens: new Map(),
    cvsPayees: new Map(),
    carts: new Map(),
    cartItems: new Map(),
    orders: new Map(),
    paymentAttempts: new Map(),
    orderMessages: new Map(),
    mails: new Map(),
  }
}

/** Empties every table in place (references stay valid). */
export function clearTables(tables: Tables): void {
  for (const table of Object.values(tables) as Array<Map<unknown, unknown>>) table.clear()
}
