/**
 * What the product page decides on its own, kept pure so unit tests can cover every case. The
 * server has the last word (the sale window is display only); these rules only keep the page from
 * offering what it already knows will be refused.
 */
import type { AgeStatus } from '../../api/schemas/session'
import type { PostProductStatus, Product } from '../../api/schemas/product'
import type { Sku } from '../../api/schemas/sku'

/** Why a SKU cannot be chosen: it has nothing left to sell. */
export function isSkuSoldOut(sku: Sku): boolean {
  return sku.available_quantity === 0
}

/** The first SKU a buyer may choose, so the form starts on something buyable. */
export function firstChoosableSku(product: Product): Sku | undefined {
  return product.skus.find((sku) => !isSkuSoldOut(sku))
}

/** Most one add may ask for when neither stock nor a limit says less. */
export const MAX_ADD_QUANTITY = 99

/** The quantity field's upper bound: what may still be sold, the SKU's cap, and a sane ceiling. */
export function maxQuantity(sku: Sku): number {
  return Math.max(
    1,
    Math.min(sku.salable_quantity, sku.salable_limit ?? MAX_ADD_QUANTITY, MAX_ADD_QUANTITY),
  )
}

/**
 * Why the add button is not offered, or null when it is. `age-question` means the visitor has
 * not said whether they are 20 or over and must answer first (adult products only).
 */
export type AddBlock =
  | 'sold-out'
  | 'before-sell'
  | 'end-sell'
  | 'not-supplied'
  | 'sku-sold-out'
  | 'no-sku'
  | 'underage'
  | 'age-question'
  | 'outside-purchase'
  | 'not-in-stream-yet'

/**
 * Where a live stream post holds the product: `init` means the liver has put it in the post
 * but not started selling it in the stream.
 */
export type PostStatus = PostProductStatus

export function addBlockOf(
  product: Product,
  sku: Sku | undefined,
  age: { status: AgeStatus; confirmedAdult: boolean },
  postStatus?: PostStatus,
): AddBlock | null {
  if (postStatus === 'init') return 'not-in-stream-yet'
  if (postStatus === 'sold' || postStatus === 'deleted') return 'sold-out'
  switch (product.salable_status) {
    case 'before_sell':
      return 'before-sell'
    case 'end_sell':
      return 'end-sell'
    case 'sold_out':
      return 'sold-out'
    case 'on_sell':
      break
  }
  if (!product.is_supplying) return 'not-supplied'
  if (!sku) return 'no-sku'
  if (isSkuSoldOut(sku)) return 'sku-sold-out'
  if (product.adult_warning) {
    if (age.status === 'underage') return 'underage'
    if (age.status === 'not_set' && !age.confirmedAdult) return 'age-question'
  }
  // Such SKUs are bought on the seller's own page, never through this cart.
  if (httpsUrlOf(sku.force_purchase_url)) return 'outside-purchase'
  return null
}

/**
 * The URL as an https link, or undefined: any other scheme (http, javascript:, relative) is not
 * shown, nor a URL with credentials in it (`https://user:pw@host`): the part before `@` reads as
 * the host to a person, and a seller's link is never a way to send someone's browser a password.
 */
export function httpsUrlOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    const credentials = url.username !== '' || url.password !== ''
    return url.protocol === 'https:' && !credentials ? url.href : undefined
  } catch {
    // Not a URL at all: shown as no link, like any other scheme.
    return undefined
  }
}

/** Which moment the sale-window countdown counts to: the start before it, the end during it. */
export type SaleCountdown = { kind: 'starts' | 'ends'; at: Date } | null

export function saleCountdownOf(product: Product, now: Date): SaleCountdown {
  const { sale_started_at: start, sale_ended_at: end } = product
  if (start && now < start) return { kind: 'starts', at: start }
  if (end && now < end && (!start || now >= start)) return { kind: 'ends', at: end }
  return null
}
