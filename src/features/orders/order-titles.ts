import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The order list's page title, in both shops (its route's `head`). */
export const ORDERS_TITLE = msg`Your orders`

/**
 * An order page's title names the order by its number (the slug buyers see in e-mails), else
 * (a guest's order not yet claimed) it is the order list's.
 */
export function orderTitle(order: { slug: string } | undefined): string {
  if (!order) return i18n._(ORDERS_TITLE)
  const number = order.slug
  return i18n._(msg`Order ${number}`)
}

/** The page where an unpaid order is paid. */
export function orderPaymentTitle(order: { slug: string } | undefined): string {
  if (!order) return i18n._(ORDERS_TITLE)
  const orderId = order.slug
  return i18n._(msg`Pay for order ${orderId}`)
}
