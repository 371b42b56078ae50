import { describe, expect, it } from 'vitest'
import { checkoutAlphabet } from '../e2e/model/checkout.alphabet'
import { cardNumbers, paymentAlphabet } from '../e2e/model/payment.alphabet'
import {
  alphabetEventOf,
  selectPaths,
  uncovered,
  type BrowserAlphabet,
} from '../e2e/model/select-paths'

/**
 * What the browser tests generated from the machines (test/e2e/*-machine-paths.spec.ts) cover,
 * checked without a browser: every state and every transition but the ones named here with the
 * reason no generated browser test takes them (each is taken by the machine's own path tests). A new state or
 * transition fails this until the alphabet reaches it or it is named here.
 */
const LEFT_TO_THE_MACHINE_TESTS: Record<string, Record<string, string>> = {
  'marketplace checkout': {
    'checkout.placing --xstate.error.actor.placeOrder[0]--> checkout.verifying':
      'the app turns every failure of the call into an outcome; a throw is a bug',
    'checkout.verifying --xstate.done.actor.findPlacedOrder[0]--> checkout.done':
      'finding the order after a lost answer needs a member order list; the alphabet is a guest',
    'checkout.verifying --xstate.done.actor.findPlacedOrder[1]--> checkout.paying': 'as above',
    // A guest's only address is the one just added, which the form uses and may not delete.
    'checkout.shippingAndPayment.deletingAddress':
      'a guest has no other saved address to delete; checkout-live-jp.spec.ts deletes one',
    'checkout.shippingAndPayment --checkout.address.delete[0]--> checkout.shippingAndPayment.deletingAddress':
      'as above',
    'checkout.shippingAndPayment.deletingAddress --xstate.done.actor.deleteAddress[0]--> checkout.shippingAndPayment.unpriced':
      'as above',
    'checkout.shippingAndPayment.deletingAddress --xstate.error.actor.deleteAddress[0]--> checkout.shippingAndPayment.unpriced':
      'as above',
  },
  payment: {
    'payment.card --payment.card.choose[0]--> (stays)':
      'a saved card answers by its number, which the model does not hold (checkout-member.spec.ts)',
    'payment.card --payment.card.new[1]--> (stays)': 'a typed card is PayUni, in the TW live shop',
    'payment.card --payment.method.change[0]--> payment.changingMethod':
      'the page offers the switch after a decline',
    'payment.storePayment --payment.method.change[0]--> payment.changingMethod':
      'the page offers the switch after a decline',
    'payment.paying --xstate.done.actor.pay[4]--> payment.declined':
      'invalid input never leaves the browser',
    'payment.paying --xstate.error.actor.pay[0]--> payment.pending':
      'the app turns every failure of the call into an outcome; a throw is a bug',
    'payment.checking --xstate.error.actor.readOrder[0]--> payment.pending.undecided':
      'the order read is also the done page load: a fault cannot pick one of them',
    'payment.pending.rereading --xstate.error.actor.readOrder[0]--> payment.pending.undecided':
      'as above',
    'payment.pending.rereading --xstate.done.actor.readOrder[2]--> payment.declined':
      'a lost answer is re-read after a charge; a declined charge is answered, not lost',
  },
}

describe.each([checkoutAlphabet, paymentAlphabet])(
  'browser tests generated from the $title machine',
  (alphabet: BrowserAlphabet) => {
    const paths = selectPaths(alphabet)

    it('reach every state and take every transition a browser can', () => {
      const left = uncovered(alphabet, paths)
      const named = Object.keys(LEFT_TO_THE_MACHINE_TESTS[alphabet.title] ?? {})
      expect(left.states.sort()).toEqual(named.filter((name) => !name.includes(' --')).sort())
      expect(left.transitions.sort()).toEqual(named.filter((name) => name.includes(' --')).sort())
    })

    it('stay few enough for CI: every path is one browser test', () => {
      expect(paths.length).toBeLessThanOrEqual(12)
    })

    it('begin every step with something a person does', () => {
      for (const path of paths) {
        const first = path.steps[1]
        if (first) expect(alphabetEventOf(alphabet, first.event).kind).toBe('act')
      }
    })
  },
)

describe('the card typed for each payment path', () => {
  it('is the test card that gives every answer the path expects of it', () => {
    expect(
      cardNumbers(['add a card', 'card tokenised', 'card saved', 'pay now', 'card declined']),
    ).toEqual(new Map([[0, '4000000000000002']]))
    expect(
      cardNumbers([
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        'answer lost',
        'order still approving',
      ]),
    ).toEqual(new Map([[0, '4000000000003220']]))
  })

  it('is none when the path asks one card for two different answers', () => {
    expect(
      cardNumbers([
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        '3-D Secure asked',
        'come back from 3-D Secure',
        'order failed',
        'try again',
        'pay now',
        'charged',
      ]),
    ).toBeNull()
  })

  it('is never a card the path saved before, which the card form refuses to add again', () => {
    expect(
      cardNumbers([
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        'card declined',
        'try again',
        'add a card',
        'card refused by GMO',
      ]),
    ).toEqual(
      new Map([
        [0, '4000000000000002'],
        [6, '4111111111111111'],
      ]),
    )
    expect(
      cardNumbers([
        'add a card',
        'card tokenised',
        'card saved',
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        'charged',
      ]),
    ).toEqual(
      new Map([
        [0, '4000000000000002'],
        [3, '4111111111111111'],
      ]),
    )
    expect(
      cardNumbers([
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        'charged',
        'add a card',
        'card tokenised',
        'card saved',
        'pay now',
        'charged',
      ]),
    ).toBeNull()
  })
})
