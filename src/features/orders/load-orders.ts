import { redirect } from '@tanstack/react-router'
import type { Http } from '../../api/http'
import { getOrder, listOrders } from '../../api/live-shop-v1/orders'
import { isApiError } from '../../api/client/results'
import { liveOrderShop } from './live-order-shop'
import { loadOrderPageOf } from './load-order-page'
import { orderIdOrNotFound } from './order-id'

interface HttpContext {
  getHttp: () => Promise<Http>
}

export async function loadOrders({ getHttp }: HttpContext, { page }: { page?: number }) {
  return listOrders(await getHttp(), { page })
}

/** The buyer's order; another buyer's, or none, is the not-found page (the API answers 404 for both). */
export async function loadOrder({ getHttp }: HttpContext, rawOrderId: string) {
  const orderId = orderIdOrNotFound(rawOrderId)
  try {
    return await getOrder(await getHttp(), orderId)
  } catch (error) {
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
      throw redirect({ to: '/error/not-found', replace: true })
    }
    throw error
  }
}

/** The buyer's order with what it may be paid with, when unpaid; not found as `loadOrder`. */
export async function loadOrderPage({ getHttp }: HttpContext, rawOrderId: string) {
  const orderId = orderIdOrNotFound(rawOrderId)
  try {
    return await loadOrderPageOf(liveOrderShop, await getHttp(), orderId)
  } catch (error) {
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
      throw redirect({ to: '/error/not-found', replace: true })
    }
    throw error
  }
}
