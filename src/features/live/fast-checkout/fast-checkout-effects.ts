import { handOver, type LoadingFlag } from '../../shared/global-loading'
import { fromPromise } from 'xstate'
import {
  fastCheckoutMachine,
  type FastCheckoutRequest,
  type FastCheckoutResult,
} from '../../../../machines/fast-checkout/fast-checkout.machine'
import type { ApiErrorBody, Result4xx5xx } from '../../../api/client/results'
import type { Http } from '../../../api/http'
import { fastCheckout } from '../../../api/live-shop-v1/fast-checkout'
import { reportError } from '../../../lib/report-error'

/**
 * The fast-checkout answer as the machine reads it. A 5xx, no answer or an answer without a URL
 * is a failure with nothing to show; a 4xx is a refusal with its code.
 */
export function fastCheckoutResultOf(
  result: Result4xx5xx<{ redirect_url: unknown }, ApiErrorBody>,
): FastCheckoutResult {
  if (result.ok)
    return typeof result.data.redirect_url === 'string'
      ? { kind: 'redirect', url: result.data.redirect_url }
      : { kind: 'failed', code: 'UNKNOWN' }
  switch (result.kind) {
    case 'http':
      return result.status >= 500
        ? { kind: 'failed', code: 'UNKNOWN' }
        : { kind: 'refused', code: result.error.code }
    case 'network':
      return { kind: 'failed', code: 'NETWORK' }
    case 'malformed':
      return { kind: 'failed', code: 'UNKNOWN' }
    case 'invalid-input':
      return { kind: 'refused', code: 'INVALID_INPUT' }
  }
}

/** The machine with the live shop's effects: the API call, leaving the page, error reports. */
export function liveFastCheckoutMachine(getHttp: () => Promise<Http>, loading: LoadingFlag) {
  return fastCheckoutMachine.provide({
    actors: {
      requestFastCheckout: fromPromise<FastCheckoutResult, FastCheckoutRequest>(
        async ({ input }) => {
          const skus = input.lines.map((line) => ({ id: line.skuId, quantity: line.quantity }))
          const body = { stream_id: input.streamId, skus }
          return fastCheckoutResultOf(await fastCheckout(await getHttp(), input.storeId, body))
        },
      ),
    },
    actions: {
      leaveForStore: (_, { url }) => handOver(url, loading),
      reportUnsafeRedirect: (_, { url }) =>
        reportError(new Error('Fast checkout redirect_url is not an allowed page'), { url }),
    },
  })
}
