import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  paymentMachine,
  type PaymentInput,
  type PayRequest,
} from '../../machines/payment/payment.machine'
import { isAllowedPaymentRedirect } from '../../machines/payment/payment-redirect'
import type {
  OrderPaymentRead,
  PayResult,
  PaymentMethod,
  StorePaymentAccount,
} from '../../machines/payment/payment-types'
import { expectFullCoverage, stateIds } from './support/coverage'
import { replay, type MachinePath, type PathStep } from './support/paths'
import { exploreKeyedPaths } from './support/keyed-paths'
import { toTestModelMachine } from './support/test-model'
import { after, cardExpiry } from '../support/clock'

const HOSTS = ['pay.sandbox.test']
/** The app's origin in a local preview: plain http, where the sandbox serves its provider pages. */
const ORIGIN = 'http://127.0.0.1:4173'
const input = (method: PaymentMethod): PaymentInput => ({
  orderId: 501,
  method,
  allowedPaymentHosts: HOSTS,
  appOrigin: ORIGIN,
})
const allowed = (url: string) => isAllowedPaymentRedirect(url, HOSTS, ORIGIN)
const inputs = (['gmo_credit', 'gmo_cvs', 'gmo_paypay', 'payuni_credit'] as const).map(input)

const payDone = (output: PayResult) => ({ type: 'xstate.done.actor.pay', output }) as const
const read = (output: OrderPaymentRead) =>
  ({ type: 'xstate.done.actor.readOrder', output }) as const
const account: StorePaymentAccount = {
  convenience_code: '00001',
  receipt_no: '123456789012',
  conf_no: '4567',
  expire_at: after(new Date(), { days: 3 }),
}

const settled = payDone({ kind: 'settled' })
const threeDs = payDone({ kind: 'redirect', url: 'https://pay.sandbox.test/__sandbox/pay/3ds/7' })
const offList = payDone({ kind: 'redirect', url: 'https://evil.example/pay' })
const sandboxThreeDs = payDone({ kind: 'redirect', url: `${ORIGIN}/__sandbox/pay/3ds/7` })
const declinedGmo = payDone({ kind: 'refused', code: 'GMO_PAYMENT_EXCEPTION' })
const declinedPayuni = payDone({ kind: 'refused', code: 'PAYUNI_API_ERROR' })
const declinedWithReference = payDone({
  kind: 'refused',
  code: 'GMO_PAYMENT_EXCEPTION',
  message: 'The card was declined.',
  reportCode: '42G020000',
})
const payUnknown = payDone({ kind: 'unknown' })
const payuniUnreached = payDone({ kind: 'unknown', code: 'INTERNAL_API_ERROR' })
const payInvalid = payDone({ kind: 'invalid' })
const payThrew = { type: 'xstate.error.actor.pay', error: new TypeError('Failed to fetch') }

const events: AnyEventObject[] = [
  { type: 'payment.card.choose', cardId: 11 },
  { type: 'payment.card.new' },
  { type: 'payment.payee.choose', payee: { kind: 'saved', id: 5 } },
  {
    type: 'payment.payee.choose',
    payee: {
      kind: 'new',
      buyer_name: '佐藤 花子',
      buyer_name_kana: 'サトウ ハナコ',
      buyer_cellphone: '09012345678',
      convenience_code: '00002',
    },
  },
  { type: 'payment.submit' },
  { type: 'payment.returned', orderId: 501, outcome: 'paid' },
  // A return for another order (another tab's, an old link) is not this run's.
  { type: 'payment.returned', orderId: 502, outcome: 'paid' },
  { type: 'payment.retry' },
  { type: 'payment.recheck' },
  { type: 'payment.method.change', method: 'gmo_cvs' },
  {
    type: 'xstate.done.actor.tokenize',
    output: {
      token: 'tok-1',
      maskedCardNo: '400000******3220',
      toBeExpiredAt: cardExpiry().yyyymm,
      isSecurityCodeSet: true,
    },
  },
  { type: 'xstate.error.actor.tokenize', error: { code: '102' } },
  { type: 'xstate.done.actor.saveCard', output: { id: 31, masked_card_no: '400000******3220' } },
  { type: 'xstate.error.actor.saveCard', error: { code: 'VALIDATION_EXCEPTION' } },
  settled,
  threeDs,
  sandboxThreeDs,
  offList,
  declinedGmo,
  declinedPayuni,
  declinedWithReference,
  payUnknown,
  payuniUnreached,
  payInvalid,
  payThrew,
  read({ status: 'paid' }),
  read({ status: 'failed' }),
  read({ status: 'approving' }),
  read({ status: 'pending' }),
  { type: 'xstate.error.actor.readOrder', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.changeMethod', output: 'gmo_cvs' },
  { type: 'xstate.done.actor.changeMethod', output: 'gmo_credit' },
  { type: 'xstate.error.actor.changeMethod', error: { code: 'VALIDATION_EXCEPTION' } },
  { type: 'xstate.done.actor.generatePaymentAccount', output: account },
  { type: 'xstate.error.actor.generatePaymentAccount', error: { code: 'VALIDATION_EXCEPTION' } },
  { type: 'payment.card.removed', cardId: 11 },
  // Pay now pressed with a new card typed: added, then paid with.
  { type: 'payment.card.new', andPay: true },
  // The page loaded the buyer's saved cards: the latest is chosen while none is and none was tried.
  {
    type: 'payment.cards.loaded',
    cards: [
      { id: 11, masked_card_no: '411111******1111' },
      { id: 12, masked_card_no: '400000******3220' },
    ],
  },
]

/**
 * The context carries a try counter, so the raw graph never ends. Snapshots are told apart by
 * state and by what the guards and outputs read (the counter capped at 2, enough for a retry).
 */
const key = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ReturnType<typeof paymentMachine.getInitialSnapshot>['context']
  return JSON.stringify({
    value: snapshot.value,
    method: c.method,
    card: c.card?.kind ?? null,
    payee: c.payee?.kind ?? null,
    token: c.cardToken !== null,
    account: c.account !== null,
    attempts: Math.min(c.attempts, 2),
    // A retry keeps a saved card only after an order read as never completed.
    notCompleted: c.error === 'PAYMENT_NOT_COMPLETED',
    // A lost answer that said the provider was never reached (pending), then its message
    // (declined): the state tells the two apart.
    unreached: c.unknownCause === 'INTERNAL_API_ERROR' || c.error === 'INTERNAL_API_ERROR',
    // Saved cards known: the machine may choose one of them for the buyer.
    cardsKnown: Boolean(c.savedCards?.length),
    // Pay now pressed for the card being added: saved, it pays.
    payWhenAdded: c.payWhenAdded === true,
  })
}

const paths = exploreKeyedPaths(paymentMachine, { events, inputs, key })

const inState = (snapshot: AnyMachineSnapshot | undefined, state: string) =>
  snapshot?.matches(state as never) ?? false
const entered = (path: MachinePath, index: number, state: string) =>
  inState(path.steps[index]!.snapshot, state) && !inState(path.steps[index - 1]?.snapshot, state)
const ran = (step: PathStep, type: string) => step.actions.filter((action) => action.type === type)
/** The machine's word for "submit pays nothing now": a call in flight, or the provider has it. */
const busy = (snapshot: AnyMachineSnapshot) =>
  snapshot.hasTag('busy') || snapshot.hasTag('atProvider')
/** The states the machine tags so, as the screens read them. */
const tagged = (tag: string) =>
  stateIds(paymentMachine).filter((id) => paymentMachine.getStateNodeById(id).tags.includes(tag))

/** The payment rules (docs/reliability.md#one-order-per-intent), on every step of a path. */
function expectPaymentRules(path: MachinePath) {
  let pays = 0
  let unknownSinceRead = false
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.snapshot
    const { context } = step.snapshot
    const event = step.event
    expect(step.snapshot.status).not.toBe('error')

    if (entered(path, index, 'paying')) {
      pays += 1
      // Only from the form, on submit, with something to pay with; or with the card just saved,
      // when Pay now was pressed for it.
      const submitted =
        inState(before, 'choosing') &&
        event.type === 'payment.submit' &&
        (before!.context.method === 'gmo_paypay' || before!.context.card !== null)
      const addedToPay =
        inState(before, 'addingCard.saving') &&
        event.type === 'xstate.done.actor.saveCard' &&
        before!.context.payWhenAdded === true &&
        context.card?.kind === 'saved'
      expect(submitted || addedToPay, JSON.stringify(event)).toBe(true)
      // Never a second pay after an unknown outcome without a re-read in between.
      expect(unknownSinceRead).toBe(false)
    }
    if (inState(before, 'paying') && entered(path, index, 'pending')) unknownSinceRead = true
    if (event.type === 'xstate.done.actor.readOrder' && inState(before, 'pending')) {
      unknownSinceRead = false
    }
    // A decline is reported once, with its report code, exactly when the provider gave one.
    const reports = ran(step, 'reportDecline')
    const referenced =
      event.type === 'xstate.done.actor.pay' &&
      JSON.stringify(event) === JSON.stringify(declinedWithReference)
    expect(reports).toHaveLength(inState(before, 'paying') && referenced ? 1 : 0)
    for (const report of reports) {
      expect(report.params).toEqual({
        orderId: 501,
        method: before!.context.method,
        code: 'GMO_PAYMENT_EXCEPTION',
        reportCode: '42G020000',
      })
    }
    // "The provider could not be reached" only after a re-read said nothing was charged.
    if (entered(path, index, 'declined') && context.error === 'INTERNAL_API_ERROR') {
      expect(inState(before, 'pending')).toBe(true)
      expect(event.type).toBe('xstate.done.actor.readOrder')
    }
    // A card the buyer removed is never the one that pays.
    if (event.type === 'payment.card.removed') {
      expect(context.card).not.toEqual({ kind: 'saved', id: event.cardId })
    }
    // Each pay call counts as a try.
    expect(context.attempts).toBe(pays)

    // Paid only on a settled answer or a re-read that says paid.
    if (entered(path, index, 'paid')) {
      const ok =
        (inState(before, 'paying') && JSON.stringify(event) === JSON.stringify(settled)) ||
        (inState(before, 'pending') &&
          JSON.stringify(event) === JSON.stringify(read({ status: 'paid' })))
      expect(ok, `paid after ${JSON.stringify(event)}`).toBe(true)
      expect(step.snapshot.output).toEqual({ orderId: 501, outcome: 'paid' })
    }

    // Back from the provider: only a return for this order, or the buyer's own check, re-reads.
    if (inState(before, 'redirecting') && entered(path, index, 'pending')) {
      const own =
        event.type === 'payment.recheck' ||
        (event.type === 'payment.returned' && event.orderId === 501)
      expect(own, JSON.stringify(event)).toBe(true)
    }
    // The browser leaves only for an allowed page, once, entering redirecting.
    const leaves = ran(step, 'leaveForProvider')
    expect(leaves).toHaveLength(entered(path, index, 'redirecting') ? 1 : 0)
    for (const leave of leaves) expect(allowed((leave.params as { url: string }).url)).toBe(true)

    if (entered(path, index, 'awaitingStorePayment')) {
      expect(event.type).toBe('xstate.done.actor.generatePaymentAccount')
      expect(step.snapshot.output).toEqual({
        orderId: 501,
        outcome: 'awaitingStorePayment',
        account,
      })
    }
    if (entered(path, index, 'generatingAccount')) expect(before!.context.payee).not.toBeNull()

    // Double submits: while anything is in flight or undecided, submit changes nothing; while a
    // new card is being added it is kept, to pay once the card is saved.
    if (before && event.type === 'payment.submit' && busy(before)) {
      const adding = inState(before, 'addingCard')
      expect(step.snapshot.value).toEqual(before.value)
      expect(step.snapshot.context).toEqual(
        adding ? { ...before.context, payWhenAdded: true } : before.context,
      )
      expect(step.actions).toEqual([])
    }
  })
}

describe('payment machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(paymentMachine, paths)
    expect(coverage.states.size).toBe(stateIds(paymentMachine).length)
  })

  it(`keep the payment rules on every step of ${paths.length} paths`, { timeout: 60_000 }, () => {
    for (const path of paths) {
      try {
        expectPaymentRules(path)
      } catch (error) {
        throw new Error(`${path.description}\n${String(error)}`, { cause: error })
      }
    }
  })

  it('tag busy every call in flight and atProvider the way to the provider and back', () => {
    expect(tagged('busy').sort()).toEqual(
      [
        'payment.addingCard',
        'payment.paying',
        'payment.pending.rereading',
        'payment.changingMethod',
        'payment.generatingAccount',
      ].sort(),
    )
    expect(tagged('atProvider').sort()).toEqual(['payment.pending', 'payment.redirecting'])
  })

  it('handle no submit in any state tagged busy or atProvider', () => {
    const leaves = (snapshot: AnyMachineSnapshot) =>
      stateIds(paymentMachine).filter(
        (id) => id !== 'payment' && snapshot.matches(id.replace(/^payment\./, '') as never),
      )
    const tried = new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step, index) => {
          const before = path.steps[index - 1]?.snapshot
          return step.event.type === 'payment.submit' && before && busy(before)
            ? leaves(before)
            : []
        }),
      ),
    )
    const all = [...new Set([...tagged('busy'), ...tagged('atProvider')])]
    expect(all.filter((id) => !tried.has(id))).toEqual([])
  })
})

describe('payment machine, step by step', () => {
  const submit = { type: 'payment.submit' }
  const choose = { type: 'payment.card.choose', cardId: 11 }

  it('declines, then retries with another card on a second attempt', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      declinedGmo,
      { type: 'payment.retry' },
      submit,
      { type: 'payment.card.choose', cardId: 12 },
      submit,
      settled,
    ])
    expect(steps[3]!.snapshot.value).toBe('declined')
    expect(steps[3]!.snapshot.context.error).toBe('GMO_PAYMENT_EXCEPTION')
    // No card chosen after the retry: the submit does nothing.
    expect(steps[5]!.snapshot.value).toBe('choosing')
    expect(steps.at(-1)!.snapshot.value).toBe('paid')
    expect(steps.at(-1)!.snapshot.context.attempts).toBe(2)
  })

  it('PayUni: a typed card refused keeps the reason to show, a retry drops it, one charge per try', () => {
    const typed = { type: 'payment.card.new' }
    const steps = replay(paymentMachine, input('payuni_credit'), [
      typed,
      submit,
      payDone({ kind: 'refused', code: 'PAYUNI_API_ERROR', message: 'Card declined (U01)' }),
      { type: 'payment.retry' },
      typed,
      submit,
      payDone({ kind: 'refused', code: 'VALIDATION_EXCEPTION', fields: ['card_number'] }),
      { type: 'payment.retry' },
      choose,
      submit,
      settled,
    ])
    expect(steps[1]!.snapshot.context.card).toEqual({ kind: 'typed' })
    expect(steps[3]!.snapshot.context).toMatchObject({
      error: 'PAYUNI_API_ERROR',
      refusal: { fields: [], message: 'Card declined (U01)' },
    })
    expect(steps[4]!.snapshot.context.card).toBeNull()
    expect(steps[6]!.snapshot.context.refusal).toBeNull()
    expect(steps[7]!.snapshot.context.refusal).toEqual({
      fields: ['card_number'],
      message: null,
      reportCode: null,
    })
    expect(steps.at(-1)!.snapshot.value).toBe('paid')
    expect(steps.at(-1)!.snapshot.context.attempts).toBe(3)
    // Nothing of the card typed enters the machine: only that one was typed.
    expect(JSON.stringify(steps.map((step) => step.snapshot.context))).not.toMatch(/\d{13}/)
  })

  it("keeps a decline's report code to show and reports the decline once, with it", () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      declinedWithReference,
      { type: 'payment.retry' },
      choose,
      submit,
      declinedGmo,
    ])
    expect(steps[3]!.snapshot.value).toBe('declined')
    expect(steps[3]!.snapshot.context.refusal).toEqual({
      fields: [],
      message: 'The card was declined.',
      reportCode: '42G020000',
    })
    expect(ran(steps[3]!, 'reportDecline').map((action) => action.params)).toEqual([
      {
        orderId: 501,
        method: 'gmo_credit',
        code: 'GMO_PAYMENT_EXCEPTION',
        reportCode: '42G020000',
      },
    ])
    // The next try lets go of it; a decline without a report code (code and message only) is
    // shown as declined and not reported.
    expect(steps[6]!.snapshot.context.refusal).toBeNull()
    expect(steps.at(-1)!.snapshot.context).toMatchObject({
      error: 'GMO_PAYMENT_EXCEPTION',
      refusal: { reportCode: null },
    })
    expect(ran(steps.at(-1)!, 'reportDecline')).toEqual([])
  })

  it('PayUni not reached (a 500 INTERNAL_API_ERROR): re-reads first, then says so and keeps the saved card', () => {
    const payuni = input('payuni_credit')
    const unreached = replay(paymentMachine, payuni, [
      choose,
      submit,
      payuniUnreached,
      submit,
      read({ status: 'failed' }),
      { type: 'payment.retry' },
      submit,
    ])
    const values = unreached.map((step) => step.snapshot.value)
    // The answer leaves the charge unknown: pending, and no pay until the order was read.
    expect(values.slice(3, 5)).toEqual(Array(2).fill({ pending: 'rereading' }))
    expect(values[5]).toBe('declined')
    expect(unreached[5]!.snapshot.context.error).toBe('INTERNAL_API_ERROR')
    // Nothing refused the card: Try again pays with it at once.
    expect(values.at(-1)).toBe('paying')
    expect(unreached.at(-1)!.snapshot.context).toMatchObject({
      card: { kind: 'saved', id: 11 },
      attempts: 2,
      error: null,
      unknownCause: null,
    })

    // The order says paid after all (the charge went through): paid, never charged again.
    const paidAfterAll = replay(paymentMachine, payuni, [
      choose,
      submit,
      payuniUnreached,
      read({ status: 'paid' }),
    ])
    expect(paidAfterAll.at(-1)!.snapshot.value).toBe('paid')
    // Still deciding: undecided, and the next re-read that says not charged says why.
    const deciding = replay(paymentMachine, payuni, [
      choose,
      submit,
      payuniUnreached,
      read({ status: 'approving' }),
      { type: 'payment.recheck' },
      read({ status: 'init' }),
    ])
    expect(deciding[4]!.snapshot.value).toEqual({ pending: 'undecided' })
    expect(deciding.at(-1)!.snapshot.context.error).toBe('INTERNAL_API_ERROR')
    // Any other lost answer keeps the general message.
    const lost = replay(paymentMachine, payuni, [
      choose,
      submit,
      payUnknown,
      read({ status: 'init' }),
    ])
    expect(lost.at(-1)!.snapshot.context.error).toBe('PAYMENT_NOT_COMPLETED')
  })

  it('shows an unknown outcome as pending and pays again only after a re-read said not charged', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      payThrew,
      submit,
      { type: 'payment.retry' },
      read({ status: 'approving' }),
      submit,
      { type: 'payment.recheck' },
      read({ status: 'failed' }),
      { type: 'payment.retry' },
      choose,
      submit,
    ])
    const values = steps.map((step) => step.snapshot.value)
    expect(values.slice(3, 6)).toEqual(Array(3).fill({ pending: 'rereading' }))
    expect(values.slice(6, 8)).toEqual(Array(2).fill({ pending: 'undecided' }))
    expect(values[8]).toEqual({ pending: 'rereading' })
    expect(values[9]).toBe('declined')
    expect(steps[9]!.snapshot.context.error).toBe('PAYMENT_FAILED')
    expect(values.at(-1)).toBe('paying')
    expect(steps.at(-1)!.snapshot.context.attempts).toBe(2)
  })

  it("chooses the saved card the buyer's latest order was paid with, else the latest saved card", () => {
    // The order's payment masks the number otherwise than the saved cards' list does.
    const usual = { ...input('gmo_credit'), usualCard: '************1111' }
    const card = (id: number, last: string) => ({ id, masked_card_no: `411111******${last}` })
    const loaded = (...cards: { id: number; masked_card_no: string }[]) =>
      ({ type: 'payment.cards.loaded', cards }) as const
    const cardAfter = (events: AnyEventObject[], given: PaymentInput = usual) =>
      replay(paymentMachine, given, events).at(-1)!.snapshot.context.card
    expect(cardAfter([loaded(card(11, '1111'), card(12, '4242'))])).toEqual({
      kind: 'saved',
      id: 11,
    })
    // The usual card is no longer saved (removed; the API says nothing of expiry, so an expired
    // card is the provider's refusal after the press): the latest saved card instead.
    expect(cardAfter([loaded(card(12, '4242'), card(13, '3220'))])).toEqual({
      kind: 'saved',
      id: 13,
    })
    // Two saved cards end in the same four digits: neither is told apart, the latest is chosen.
    expect(cardAfter([loaded(card(11, '1111'), card(14, '1111'), card(12, '4242'))])).toEqual({
      kind: 'saved',
      id: 14,
    })
    // No usual card (a first order): the latest.
    expect(cardAfter([loaded(card(11, '1111'), card(12, '4242'))], input('gmo_credit'))).toEqual({
      kind: 'saved',
      id: 12,
    })
    expect(
      cardAfter([
        loaded(card(11, '1111'), card(12, '4242')),
        { type: 'payment.card.removed', cardId: 11 },
      ]),
    ).toBe(null)
    // No saved card at all: nothing is chosen, the buyer adds one.
    expect(cardAfter([loaded()])).toBe(null)
  })

  it('keeps a saved card the order says was never charged, so one submit pays after a retry', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      payThrew,
      read({ status: 'pending' }),
      { type: 'payment.retry' },
      submit,
    ])
    expect(steps[4]!.snapshot.context.error).toBe('PAYMENT_NOT_COMPLETED')
    expect(steps[5]!.snapshot.value).toBe('choosing')
    expect(steps[5]!.snapshot.context.card).toEqual({ kind: 'saved', id: 11 })
    expect(steps.at(-1)!.snapshot.value).toBe('paying')
    expect(steps.at(-1)!.snapshot.context.attempts).toBe(2)
  })

  it('keeps a saved card when the session ended mid-pay, and lets go of a refused one', () => {
    const ended = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      payDone({ kind: 'refused', code: 'SESSION_ENDED' }),
      { type: 'payment.retry' },
    ])
    expect(ended.at(-1)!.snapshot.context.card).toEqual({ kind: 'saved', id: 11 })
    const refused = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      declinedGmo,
      { type: 'payment.retry' },
    ])
    expect(refused.at(-1)!.snapshot.context.card).toBeNull()
  })

  it('lets go of a typed card, or of a card the order says failed, on a retry', () => {
    const typed = replay(paymentMachine, input('payuni_credit'), [
      { type: 'payment.card.new' },
      submit,
      payThrew,
      read({ status: 'pending' }),
      { type: 'payment.retry' },
    ])
    expect(typed.at(-1)!.snapshot.context.card).toBeNull()
    const failed = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      payThrew,
      read({ status: 'failed' }),
      { type: 'payment.retry' },
    ])
    expect(failed.at(-1)!.snapshot.context.card).toBeNull()
  })

  it('lets a PayPay buyer who cancelled on the provider page try again', () => {
    const steps = replay(paymentMachine, input('gmo_paypay'), [
      submit,
      payDone({ kind: 'redirect', url: 'https://pay.sandbox.test/__sandbox/pay/paypay/3' }),
      { type: 'payment.returned', orderId: 501, outcome: 'canceled' },
      read({ status: 'pending' }),
      { type: 'payment.retry' },
      submit,
    ])
    expect(steps[4]!.snapshot.value).toBe('declined')
    expect(steps[4]!.snapshot.context).toMatchObject({
      error: 'PAYMENT_NOT_COMPLETED',
      returnedOutcome: 'canceled',
    })
    expect(steps.at(-1)!.snapshot.value).toBe('paying')
  })

  it('goes to 3-D Secure and finishes from the re-read after the return', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      { type: 'payment.card.new' },
      events.find((event) => event.type === 'xstate.done.actor.tokenize')!,
      { type: 'xstate.done.actor.saveCard', output: { id: 31, masked_card_no: 'x' } },
      submit,
      threeDs,
      { type: 'payment.returned', orderId: 501, outcome: 'paid' },
      read({ status: 'paid' }),
    ])
    expect(steps[3]!.snapshot.context).toMatchObject({
      card: { kind: 'saved', id: 31 },
      cardToken: null,
    })
    expect(steps[5]!.actions).toContainEqual({
      type: 'leaveForProvider',
      params: { url: 'https://pay.sandbox.test/__sandbox/pay/3ds/7' },
    })
    expect(steps.at(-1)!.snapshot.value).toBe('paid')
  })

  it('refuses a redirect off the allow-list', () => {
    const steps = replay(paymentMachine, input('gmo_paypay'), [submit, offList])
    expect(steps.at(-1)!.snapshot.value).toBe('declined')
    expect(steps.at(-1)!.snapshot.context.error).toBe('UNSAFE_REDIRECT')
    expect(steps.flatMap((s) => ran(s, 'leaveForProvider'))).toEqual([])
    for (const url of [
      'http://pay.sandbox.test/x',
      'https://a@pay.sandbox.test/',
      'https://pay.sandbox.test.evil.example/',
      'https://pay.sandbox.test:8443/',
      'javascript:1',
      'not a url',
    ]) {
      expect(allowed(url), url).toBe(false)
    }
  })

  it("follows the sandbox's 3-D Secure page on the app's own origin, over http", () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [choose, submit, sandboxThreeDs])
    expect(steps.at(-1)!.snapshot.value).toBe('redirecting')
    expect(steps.at(-1)!.snapshot.context.redirectUrl).toBe(`${ORIGIN}/__sandbox/pay/3ds/7`)
    expect(steps.at(-1)!.actions).toContainEqual({
      type: 'leaveForProvider',
      params: { url: `${ORIGIN}/__sandbox/pay/3ds/7` },
    })
  })

  it('refuses any other page of the app, another http origin and credentials', () => {
    for (const url of [
      // The app's own pages are no payment page (a return URL bounced back as a "redirect").
      `${ORIGIN}/stores/sakura-select/marketplace`,
      `${ORIGIN}/__sandbox/pay`,
      `${ORIGIN}/__sandbox/pay/../orders`,
      `${ORIGIN}/__sandbox/reset`,
      // The sandbox path elsewhere, even on the same host by another port or scheme.
      'http://127.0.0.1:4174/__sandbox/pay/3ds/7',
      'https://127.0.0.1:4173/__sandbox/pay/3ds/7',
      'http://evil.example/__sandbox/pay/3ds/7',
      'https://evil.example/__sandbox/pay/3ds/7',
      // Credentials, on the app's origin or a listed host.
      'http://user:pw@127.0.0.1:4173/__sandbox/pay/3ds/7',
      'https://pay.sandbox.test@evil.example/',
    ]) {
      const steps = replay(paymentMachine, input('gmo_credit'), [
        choose,
        submit,
        payDone({ kind: 'redirect', url }),
      ])
      expect(steps.at(-1)!.snapshot.value, url).toBe('declined')
      expect(steps.at(-1)!.snapshot.context.error, url).toBe('UNSAFE_REDIRECT')
      expect(
        steps.flatMap((s) => ran(s, 'leaveForProvider')),
        url,
      ).toEqual([])
    }
  })

  it('checks a buyer back from the provider page without deciding, and never pays again', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      choose,
      submit,
      sandboxThreeDs,
      { type: 'payment.recheck' },
      read({ status: 'approving' }),
      submit,
    ])
    expect(steps[4]!.snapshot.value).toEqual({ pending: 'rereading' })
    expect(steps[4]!.snapshot.context.returnedOutcome).toBeNull()
    expect(steps.at(-1)!.snapshot.value).toEqual({ pending: 'undecided' })
    // Still approving: the buyer may go on at the provider's page.
    expect(steps.at(-1)!.snapshot.context.redirectUrl).toBe(`${ORIGIN}/__sandbox/pay/3ds/7`)
    expect(steps.at(-1)!.snapshot.context.attempts).toBe(1)
  })

  it('switches an unpaid order to the convenience store and generates its account', () => {
    const steps = replay(paymentMachine, input('gmo_credit'), [
      { type: 'payment.method.change', method: 'gmo_cvs' },
      { type: 'xstate.done.actor.changeMethod', output: 'gmo_cvs' },
      events[2]!,
      submit,
      { type: 'xstate.done.actor.generatePaymentAccount', output: account },
    ])
    expect(steps[2]!.snapshot.value).toBe('storePayment')
    expect(steps.at(-1)!.snapshot.status).toBe('done')
    expect(steps.at(-1)!.snapshot.output).toMatchObject({ outcome: 'awaitingStorePayment' })
  })
})

describe('a new GMO card and Pay now', () => {
  const token = {
    token: 'tok-1',
    maskedCardNo: '400000******3220',
    toBeExpiredAt: cardExpiry().yyyymm,
    isSecurityCodeSet: true,
  }
  const saved = { id: 31, masked_card_no: '400000******3220' }
  const run = (...events: AnyEventObject[]) =>
    replay(paymentMachine, input('gmo_credit'), events).at(-1)!.snapshot
  const tokenized = { type: 'xstate.done.actor.tokenize', output: token }
  const cardSaved = { type: 'xstate.done.actor.saveCard', output: saved }

  it('pressed with the card typed: the card is added, then paid with, in one press', () => {
    const after = run({ type: 'payment.card.new', andPay: true }, tokenized, cardSaved)
    expect(after.value).toBe('paying')
    expect(after.context.card).toEqual({ kind: 'saved', id: 31 })
    expect(after.context.attempts).toBe(1)
    expect(after.context.payWhenAdded).toBe(false)
  })

  it('pressed while the card is being added: it pays once the card is saved', () => {
    const during = run({ type: 'payment.card.new' }, { type: 'payment.submit' })
    expect(during.hasTag('busy')).toBe(true)
    expect(during.context.payWhenAdded).toBe(true)
    const after = run(
      { type: 'payment.card.new' },
      { type: 'payment.submit' },
      tokenized,
      cardSaved,
    )
    expect(after.value).toBe('paying')
    expect(after.context.attempts).toBe(1)
  })

  it('Add the card alone only adds it: the buyer then chooses to pay', () => {
    const after = run({ type: 'payment.card.new' }, tokenized, cardSaved)
    expect(after.value).toBe('choosing')
    expect(after.context.card).toEqual({ kind: 'saved', id: 31 })
    expect(after.context.attempts).toBe(0)
  })

  it.each([
    ['the card refused by GMO', [{ type: 'xstate.error.actor.tokenize', error: { code: '102' } }]],
    [
      'the card not saved',
      [tokenized, { type: 'xstate.error.actor.saveCard', error: { code: 'VALIDATION_EXCEPTION' } }],
    ],
  ])('%s: nothing is paid, and the press is let go (the buyer reads why)', (_, failure) => {
    const after = run({ type: 'payment.card.new', andPay: true }, ...failure)
    expect(after.value).toBe('choosing')
    expect(after.context.error).not.toBeNull()
    expect(after.context.attempts).toBe(0)
    expect(after.context.payWhenAdded).toBe(false)
    // A card added after that is only added.
    expect(
      run(
        { type: 'payment.card.new', andPay: true },
        ...failure,
        { type: 'payment.card.new' },
        tokenized,
        cardSaved,
      ).value,
    ).toBe('choosing')
  })
})

describe('the payment actor across a reload', () => {
  it('resumes the 3-D Secure redirect from the persisted snapshot', async () => {
    const machine = paymentMachine.provide({
      actors: {
        pay: fromPromise<PayResult, PayRequest>(async () => ({
          kind: 'redirect',
          url: 'https://pay.sandbox.test/3ds/1',
        })),
        readOrder: fromPromise<OrderPaymentRead, { orderId: number }>(async () => ({
          status: 'paid',
        })),
      },
    })
    const actor = createActor(machine, { input: input('payuni_credit') }).start()
    actor.send({ type: 'payment.card.new' })
    actor.send({ type: 'payment.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('redirecting')
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown
    actor.stop()

    const back = createActor(machine, {
      input: input('payuni_credit'),
      snapshot: persisted as never,
    }).start()
    expect(back.getSnapshot().value).toBe('redirecting')
    // Another order's return is not this run's: it waits at the provider still.
    back.send({ type: 'payment.returned', orderId: 999, outcome: 'paid' })
    expect(back.getSnapshot().value).toBe('redirecting')
    back.send({ type: 'payment.returned', orderId: 501, outcome: 'paid' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(back.getSnapshot().value).toBe('paid')
    expect(back.getSnapshot().context.attempts).toBe(1)
  })

  it('turns a reload mid-pay into a re-read when the effect knows the attempt started', async () => {
    const started = new Set<number>()
    let charges = 0
    const machine = paymentMachine.provide({
      actors: {
        pay: fromPromise<PayResult, PayRequest>(async ({ input: request }) => {
          if (started.has(request.attempt)) return { kind: 'unknown' }
          started.add(request.attempt)
          charges += 1
          return new Promise<PayResult>(() => {}) // the page unloads before the answer
        }),
        readOrder: fromPromise<OrderPaymentRead, { orderId: number }>(async () => ({
          status: 'paid',
        })),
      },
    })
    const actor = createActor(machine, { input: input('gmo_credit') }).start()
    actor.send({ type: 'payment.card.choose', cardId: 11 })
    actor.send({ type: 'payment.submit' })
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown
    actor.stop()

    const back = createActor(machine, { input: input('gmo_credit'), snapshot: persisted as never })
    back.start()
    // The restored call answers unknown: pending, and the re-read finds the order paid.
    await waitFor(back, (snapshot) => snapshot.status === 'done')
    expect(back.getSnapshot().value).toBe('paid')
    expect(charges).toBe(1)
  })
})

describe('a test model derived from the payment machine', () => {
  const model = createTestModel(toTestModelMachine(paymentMachine), { events })

  it('reaches the same states as the production machine', () => {
    const production = new Set(paths.map((path) => key(path.steps.at(-1)!.snapshot)))
    const derived = new Set(
      inputs.flatMap((start) =>
        model
          .getShortestPaths({ input: start, serializeState: key, allowDuplicatePaths: true })
          .map((path) => key(path.state)),
      ),
    )
    expect(derived).toEqual(production)
  })
})
