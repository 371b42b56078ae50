/**
 * Where a provider (3-D Secure, PayPay) sends the buyer back after paying an order: the page the
 * order is paid on (a checkout's done or confirming step, an order's page), with whatever the
 * page's address carries (the live shop finds its store from the query, the language), marked as
 * a return.
 */
const RETURN_KEYS = ['payment', 'order_id', 'outcome']

export function returnToThisPage(): string {
  const search = new URLSearchParams(window.location.search)
  for (const key of RETURN_KEYS) search.delete(key)
  search.set('payment', 'returned')
  return `${window.location.origin}${window.location.pathname}?${search.toString()}`
}
