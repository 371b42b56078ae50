/**
 * What a guest's browser can do to the payment machine of a marketplace order (card, or a
 * convenience store), on the done page of an order of one 藍 mug from sakura-select.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  paymentMachine,
  type PaymentContext,
  type PaymentInput,
} from '../../../machines/payment/payment.machine'
import {
  actorDone as done,
  actorError as error,
  MODEL_ORIGIN,
  type AlphabetEvent,
  type BrowserAlphabet,
} from './select-paths'
import { after, cardExpiry } from '../../support/clock'

const origin = MODEL_ORIGIN
export const byCard: PaymentInput = {
  orderId: 1,
  method: 'gmo_credit',
  allowedPaymentHosts: [],
  appOrigin: origin,
}

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext
const payResult = (output: unknown) => done('pay', output)
const read = (status: string) => done('readOrder', { status })
const inState = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches(state)

const events: AlphabetEvent[] = [
  {
    name: 'add a card',
    kind: 'act',
    event: { type: 'payment.card.new' },
  },
  {
    name: 'card tokenised',
    kind: 'result',
    event: done('tokenize', {
      token: 'token',
      maskedCardNo: '411111******1111',
      toBeExpiredAt: cardExpiry().yyyymm,
      isSecurityCodeSet: true,
    }),
  },
  { name: 'card refused by GMO', kind: 'result', event: error('tokenize', 'GMO_TOKEN_102') },
  { name: 'card saved', kind: 'result', event: done('saveCard', { id: 31 }) },
  { name: 'card not saved', kind: 'result', event: error('saveCard', 'VALIDATION_EXCEPTION') },
  { name: 'pay now', kind: 'act', event: { type: 'payment.submit' } },
  { name: 'charged', kind: 'result', event: payResult({ kind: 'settled' }) },
  {
    name: '3-D Secure asked',
    kind: 'result',
    event: payResult({ kind: 'redirect', url: `${origin}/__sandbox/pay/3ds/1` }),
  },
  {
    name: 'sent off the allow-list',
    kind: 'result',
    event: payResult({ kind: 'redirect', url: 'https://evil.example/pay' }),
  },
  {
    name: 'card declined',
    kind: 'result',
    event: payResult({ kind: 'refused', code: 'GMO_PAYMENT_EXCEPTION' }),
  },
  { name: 'answer lost', kind: 'result', event: payResult({ kind: 'unknown' }) },
  // The buyer approves or declines on the 3-D Secure page, which sends them back for this order.
  {
    name: 'come back from 3-D Secure',
    kind: 'act',
    event: { type: 'payment.returned', orderId: byCard.orderId, outcome: 'paid' },
  },
  // What the order says when re-read: only what the way there can have made of it.
  {
    name: 'order paid',
    kind: 'result',
    event: read('paid'),
  },
  {
    name: 'order failed',
    kind: 'result',
    event: read('failed'),
    // Only a 3-D Secure attempt declined there fails the order; a lost answer's charge is made.
    enabled: (s) => inState(s, 'pending.rereading') && ctx(s).redirectUrl !== null,
  },
  {
    name: 'order still approving',
    kind: 'result',
    event: read('approving'),
  },
  { name: 'check again', kind: 'act', event: { type: 'payment.recheck' } },
  { name: 'try again', kind: 'act', event: { type: 'payment.retry' } },
  {
    name: 'pay at a convenience store instead',
    kind: 'act',
    event: { type: 'payment.method.change', method: 'gmo_cvs' },
    // The page offers the switch after a decline.
    enabled: (s) => inState(s, 'declined'),
  },
  { name: 'method changed', kind: 'result', event: done('changeMethod', 'gmo_cvs') },
  {
    name: 'method not changed',
    kind: 'result',
    event: error('changeMethod', 'VALIDATION_EXCEPTION'),
  },
  {
    name: 'fill in the payee',
    kind: 'act',
    event: {
      type: 'payment.payee.choose',
      payee: {
        kind: 'new',
        buyer_name: '山田 花子',
        buyer_name_kana: 'ヤマダ ハナコ',
        buyer_cellphone: '09012345678',
        convenience_code: '00001',
      },
    },
    enabled: (s) => ctx(s).payee === null,
  },
  {
    name: 'payment number made',
    kind: 'result',
    event: done('generatePaymentAccount', {
      convenience_code: '00001',
      receipt_no: '123456789012',
      conf_no: null,
      expire_at: after(new Date(), { days: 3 }),
    }),
  },
  {
    name: 'payment number not made',
    kind: 'result',
    event: error('generatePaymentAccount', 'VALIDATION_EXCEPTION'),
  },
]

export const paymentAlphabet: BrowserAlphabet = {
  title: 'payment',
  machine: paymentMachine,
  inputs: [byCard],
  events,
  realizable: (names) => cardNumbers(names) !== null && !returnedUndecided(names),
  key: (snapshot) => {
    const c = ctx(snapshot)
    return JSON.stringify({
      value: snapshot.value,
      method: c.method,
      card: c.card?.kind ?? null,
      payee: c.payee !== null,
      account: c.account !== null,
      attempts: Math.min(c.attempts, 2),
      error: c.error,
    })
  },
}

/**
 * The sandbox's 3-D Secure page sends the buyer back only once they decided there, so the order
 * then says paid or failed: a buyer back undecided comes Back and asks for a check instead.
 */
function returnedUndecided(names: readonly string[]): boolean {
  return names.some(
    (name, i) =>
      name === 'come back from 3-D Secure' &&
      names.slice(i + 1).find((later) => later.startsWith('order ')) === 'order still approving',
  )
}

/** The sandbox's test cards (FIXTURES.md): each answers every payment with it the same way. */
export const CARDS = {
  pays: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const

/**
 * The card to type at each `add a card` (by index in `names`) so that every answer to paying with
 * it is one that card gives; null when no card can (the path asks one card for two answers).
 */
export function cardNumbers(names: readonly string[]): Map<number, string> | null {
  const numbers = new Map<number, string>()
  let typed: number | null = null
  let saved: number | null = null
  const need = (number: string) => {
    if (saved === null) return false
    const had = numbers.get(saved)
    numbers.set(saved, number)
    return had === undefined || had === number
  }
  for (const [i, name] of names.entries()) {
    let ok = true
    if (name === 'add a card') typed = i
    else if (name === 'card saved') saved = typed
    else if (name === 'charged') ok = need(CARDS.pays)
    else if (name === 'card declined') ok = need(CARDS.declined)
    else if (name === '3-D Secure asked') ok = need(CARDS.threeDSecure)
    else if (name === 'answer lost') {
      // The charge goes through before the answer is lost: the order then says what the card did.
      const read = names.slice(i + 1).find((later) => later.startsWith('order '))
      if (read === 'order paid') ok = need(CARDS.pays)
      else if (read === 'order still approving') ok = need(CARDS.threeDSecure)
    }
    if (!ok) return null
  }
  return withoutSavedTwice(names, numbers)
}

/**
 * A card already saved is chosen, not added again (the card form refuses it before GMO is
 * asked), so every add types a number no card saved earlier on the path has. An add whose answer
 * nothing asks for takes a test card that neither an earlier save nor a later add needs; null
 * when the path must add a saved card again.
 */
function withoutSavedTwice(
  names: readonly string[],
  numbers: Map<number, string>,
): Map<number, string> | null {
  const saved: string[] = []
  let lastAdd: number | null = null
  for (const [i, name] of names.entries()) {
    if (name === 'add a card') {
      lastAdd = i
      const later = [...numbers].filter(([j]) => j > i).map(([, number]) => number)
      const free = Object.values(CARDS).filter((card) => !saved.includes(card))
      const number = numbers.get(i) ?? free.find((card) => !later.includes(card)) ?? free[0] ?? null
      if (number === null || saved.includes(number)) return null
      numbers.set(i, number)
    } else if (name === 'card saved' && lastAdd !== null) {
      saved.push(numbers.get(lastAdd) ?? '')
    }
  }
  return numbers
}
