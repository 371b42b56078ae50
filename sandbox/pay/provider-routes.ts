/**
 * The fake provider pages the pay calls send the browser to: GMO's 3-D Secure (`/3ds/{attempt}`),
 * PayUni's card verification (`/payuni/{attempt}`) and PayPay (`/paypay/{attempt}`). Each shows
 * what is being paid and two buttons; the choice settles the attempt (approve really pays the
 * order) and the browser goes back to the app's redirect URL with `order_id` and `outcome`
 * (paid, declined or canceled) in the query. Never faulted: they live under /__sandbox.
 */
import { Hono, type Context } from 'hono'
import type { PaymentType } from '../../src/api/schemas/payment-types'
import { settleRedirect, type PageDecision } from '../api/pay/attempts'
import type { Db } from '../db/db'
import type { OrderRow, PaymentAttemptRow } from '../db/types/commerce'
import { providerPage, type PageChoice } from './provider-page'
import { safeReturnUrl, withOutcome } from './return-url'

interface Provider {
  type: PaymentType
  title: string
  intro: string
  choices: ReadonlyArray<PageChoice & { decision: PageDecision }>
}

const approve = { value: 'approve', decision: 'paid' } as const
/** A card verification page (3-D Secure, PayUni) approves or declines. */
const cardChoices: Provider['choices'] = [
  { ...approve, label: 'Approve' },
  { value: 'decline', label: 'Decline', decision: 'declined' },
]

const PROVIDERS: Record<string, Provider> = {
  '3ds': {
    type: 'gmo_credit',
    title: '3-D Secure verification',
    intro: 'Your card issuer asks you to confirm this payment.',
    choices: cardChoices,
  },
  payuni: {
    type: 'payuni_credit',
    title: 'PayUni 信用卡驗證',
    intro: 'PayUni asks you to confirm this card payment.',
    choices: cardChoices,
  },
  paypay: {
    type: 'gmo_paypay',
    title: 'PayPay',
    intro: 'Confirm the payment in PayPay.',
    choices: [
      { ...approve, label: 'Pay with PayPay' },
      { value: 'cancel', label: 'Cancel', decision: 'canceled' },
    ],
  },
}

type Found =
  | { ok: true; provider: Provider; attempt: PaymentAttemptRow; order: OrderRow; back: URL }
  | { ok: false; response: Response | Promise<Response> }

function notice(c: Context, status: 400 | 404, title: string, intro: string) {
  return c.html(providerPage({ title, intro, facts: [], choices: [] }), status)
}

/** The attempt of the path, on its own kind of page, with a return URL the page may use. */
function lookUp(c: Context, db: Db): Found {
  const provider = PROVIDERS[c.req.param('page') ?? '']
  const attempt = db.paymentAttempts.get(Number(c.req.param('attempt')))
  const order = attempt && db.orders.get(attempt.order_id)
  if (!provider || !attempt?.return_to || !order || attempt.type !== provider.type) {
    return {
      ok: false,
      response: notice(
        c,
        404,
        'No such payment',
        'This payment page does not exist (a sandbox reset forgets them).',
      ),
    }
  }
  const back = safeReturnUrl(attempt.return_to.url, attempt.return_to.app_origin)
  if (!back) {
    const why = `The return address ${attempt.return_to.url} is neither a path nor on the shop's origin (${attempt.return_to.app_origin}).`
    return { ok: false, response: notice(c, 400, 'Return address refused', why) }
  }
  return { ok: true, provider, attempt, order, back }
}

function amount(order: OrderRow): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
    order.payment.amount,
  )
}

export function providerRoutes(db: Db) {
  const path = '/:page{3ds|payuni|paypay}/:attempt{[0-9]+}'
  return new Hono()
    .get(path, (c) => {
      const found = lookUp(c, db)
      if (!found.ok) return found.response
      const { provider, attempt, order, back } = found
      const facts: Array<[string, string]> = [
        ['Shop order', order.slug],
        ['Amount', amount(order)],
      ]
      if (attempt.detail) facts.push(['Payment', attempt.detail])
      if (attempt.outcome !== 'redirected') {
        const intro = `This payment is already ${attempt.outcome}.`
        return c.html(
          providerPage({
            title: provider.title,
            intro,
            facts,
            choices: [],
            back: withOutcome(back, order.id, attempt.outcome),
          }),
        )
      }
      return c.html(
        providerPage({
          title: provider.title,
          intro: provider.intro,
          facts,
          choices: provider.choices,
        }),
      )
    })
    .post(path, async (c) => {
      const found = lookUp(c, db)
      if (!found.ok) return found.response
      const { provider, attempt, order, back } = found
      const form = await c.req.parseBody()
      const choice = provider.choices.find((option) => option.value === form.decision)
      if (!choice) return notice(c, 400, provider.title, 'Choose one of the buttons.')
      const outcome = settleRedirect(db, attempt, choice.decision)
      return c.redirect(withOutcome(back, order.id, outcome), 303)
    })
}
