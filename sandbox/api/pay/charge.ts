/**
 * Charging a card once the request is understood: the test card decides (cards.ts). GMO either
 * pays at once, declines, or sends the browser to 3-D Secure first; PayUni always sends it to its
 * verification page (Taiwan card pay takes a redirect URL for that), unless it refuses the card.
 * Every try is a payment attempt row.
 */
import type { Context } from 'hono'
import type { Db } from '../../db/db'
import type { OrderRow } from '../../db/types/commerce'
import type { CardType } from '../../../src/api/schemas/credit-card'
import { fail } from '../../http/errors'
import { maskCardNumber } from '../../pay/gmo-tokens'
import { markFailed, markPaid } from '../orders/transitions'
import { closeOpenAttempts, recordAttempt, startRedirect } from './attempts'
import { cardVerdict, isExpired } from './cards'
import { providerPageUrl, returnTo } from './provider-pages'

export interface Charge {
  provider: CardType
  cardNumber: string
  /** `MMYY` of a card typed in (PayUni); null for a saved card. */
  expiry: string | null
  redirectUrl: string
}

/** The redirect URL for the browser, or null when the order is paid at once. Throws refusals. */
export function chargeCard(c: Context, db: Db, order: OrderRow, charge: Charge): string | null {
  const masked = maskCardNumber(charge.cardNumber)
  const verdict =
    charge.expiry !== null && isExpired(charge.expiry, db.now())
      ? { outcome: 'declined' as const, reportCode: null, message: 'The card has expired.' }
      : cardVerdict(db, charge.provider, charge.cardNumber)
  const gmo = charge.provider === 'gmo_credit'

  if (verdict.outcome === 'three_d_secure' || (verdict.outcome === 'pays' && !gmo)) {
    const detail = `${masked}: ${gmo ? '3-D Secure' : 'PayUni verification'} page`
    const attempt = startRedirect(db, order, detail, returnTo(c, charge.redirectUrl))
    return providerPageUrl(c, db, gmo ? '3ds' : 'payuni', attempt)
  }

  closeOpenAttempts(db, order, 'Replaced by a newer payment attempt.')
  if (verdict.outcome === 'pays') {
    recordAttempt(db, order, { outcome: 'paid', detail: masked })
    markPaid(db, order, { masked_card_no: masked })
    return null
  }
  markFailed(db, order)
  if (verdict.outcome === 'provider_error') {
    recordAttempt(db, order, { outcome: 'failed', detail: `${masked}: ${verdict.message}` })
    return fail(500, 'INTERNAL_API_ERROR', verdict.message)
  }
  recordAttempt(db, order, {
    outcome: 'declined',
    detail: `${masked}: ${verdict.reportCode ?? ''} ${verdict.message}`.trim(),
  })
  if (gmo) {
    const data = verdict.reportCode === null ? undefined : { report_code: verdict.reportCode }
    return fail(400, 'GMO_PAYMENT_EXCEPTION', verdict.message, data)
  }
  return fail(400, 'PAYUNI_API_ERROR', verdict.message)
}
