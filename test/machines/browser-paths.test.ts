import { describe, expect, it } from 'vitest'
import {
  checkoutAlphabet,
  liveJpCheckoutAlphabet,
  liveTwCheckoutAlphabet,
} from '../e2e/model/checkout-shops'
import {
  checkoutPage,
  liveJpCheckoutPage,
  liveTwCheckoutPage,
} from '../e2e/model/checkout-shops.page'
import { cardNumbers, paymentAlphabet } from '../e2e/model/payment.alphabet'
import { paymentPage } from '../e2e/model/payment.page'
import { fastCheckoutAlphabet } from '../e2e/model/fast-checkout.alphabet'
import { fastCheckoutPage } from '../e2e/model/fast-checkout.page'
import { streamPostAlphabet } from '../e2e/model/stream-post.alphabet'
import { streamPostPage } from '../e2e/model/stream-post.page'
import { visitorAlphabet } from '../e2e/model/visitor.alphabet'
import { visitorPage } from '../e2e/model/visitor.page'
import { missingRealizations, type Realization } from '../e2e/model/run-paths'
import type { MachinePath } from './support/paths'
import {
  alphabetEventOf,
  groupsOf,
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
const TWO_TABS =
  "another tab's login or logout needs two pages, which the generated paths (one page each) " +
  'never open: session-switch.spec.ts takes them with two pages, and the machine tests every branch'
const THROWN = 'the app turns every failure of the call into an outcome; a throw is a bug'
/** An actor whose call the app wraps so that it always answers: its error transition is a bug's. */
const thrown = (...transitions: string[]) =>
  Object.fromEntries(transitions.map((transition) => [transition, THROWN]))
const THROWN_PLACE_ORDER = thrown(
  'checkout.placing --xstate.error.actor.placeOrder[0]--> checkout.verifying',
)
/** A checkout decline with GMO's report code: no fixture the generated paths use answers one. */
const DECLINED_WITH_REFERENCE = {
  'checkout.placing --xstate.done.actor.placeOrder[3]--> checkout.building.shippingAndPayment':
    "a checkout decline with GMO's report code is payment-error-bodies.spec.ts's (a fault's answer)",
}
/** Deleting an address: its state and the three transitions in and out, for one reason. */
const noAddressDeleted = (why: string) => ({
  'checkout.building.shippingAndPayment.deletingAddress': why,
  'checkout.building.shippingAndPayment --checkout.address.delete[0]--> checkout.building.shippingAndPayment.deletingAddress':
    'as above',
  'checkout.building.shippingAndPayment.deletingAddress --xstate.done.actor.deleteAddress[0]--> checkout.building.shippingAndPayment.unpriced':
    'as above',
  'checkout.building.shippingAndPayment.deletingAddress --xstate.error.actor.deleteAddress[0]--> checkout.building.shippingAndPayment.unpriced':
    'as above',
})
/**
 * What a step's page loaded (the cart, the buyer's saved things) reaches the machine with the
 * page itself, not as something the model does: the choices the checkout makes from it are the
 * machine path tests' (checkout.machine.test.ts).
 */
const LOADED = 'a page load, not an act: the defaults are the machine path tests'
const loadedTransitions = {
  'checkout --checkout.loaded[0]--> (stays)': LOADED,
  'checkout.building.shippingAndPayment --checkout.loaded[0]--> checkout.building.shippingAndPayment.unpriced':
    'as above',
  'checkout.building.shippingAndPayment --checkout.loaded[1]--> (stays)': 'as above',
  'checkout.building.shippingAndPayment.deletingAddress --checkout.loaded[0]--> (stays)':
    'as above',
  'checkout.building.category --checkout.loaded[0]--> (stays)': 'as above',
}
/** The products step's subtotal moves no step; checkout-subtotal.test.ts takes it too. */
const SUBTOTAL = 'the subtotal moves no step: checkout-products-subtotal.spec.ts takes it'
const subtotalTransitions = {
  'checkout.building.products --checkout.loaded[0]--> (stays)': LOADED,
  'checkout.building.products --checkout.subtotal.retry[0]--> (stays)': SUBTOTAL,
  'checkout.building.products --xstate.done.actor.subtotal[0]--> (stays)': SUBTOTAL,
  'checkout.building.products --xstate.error.actor.subtotal[0]--> (stays)': SUBTOTAL,
}
/** Removing a line: the model's cart holds one item, and a cart emptied ends the checkout. */
const LINE_REMOVED = {
  'checkout.building.products.removingItem':
    "the model's cart holds one item, which the rest of a path needs: checkout-marketplace.spec.ts removes a line, the machine tests every answer",
  'checkout.building.products.choosing --checkout.item.remove[0]--> checkout.building.products.removingItem':
    'as above',
  'checkout.building.products.removingItem --xstate.done.actor.removeItem[0]--> checkout.building.products.choosing':
    'as above',
  'checkout.building.products.removingItem --xstate.error.actor.removeItem[0]--> checkout.building.products.choosing':
    'as above',
}
/**
 * Next pressed while a cart change is saved: the model acts only once the page has answered,
 * so a press during a call in flight is checkout-quantity-tap.spec.ts's (and the engine cases').
 */
const NEXT_KEPT =
  'a press during a call in flight: checkout-quantity-tap.spec.ts presses Next mid-save'
const nextKept = {
  'checkout.building.products.updatingQuantity --checkout.next[0]--> (stays)': NEXT_KEPT,
  'checkout.building.products.acceptingChanges --checkout.next[0]--> (stays)': 'as above',
  'checkout.building.products.removingItem --checkout.next[0]--> (stays)': 'as above',
  'checkout.building.products.choosing --always[0]--> checkout.building.shippingAndPayment':
    'as above',
  'checkout.building.products.choosing --always[1]--> (stays)': 'as above',
}
/** A restored checkout asks again for what the reload lost: a restore, not an act. */
const RESUMED =
  'a restore after a reload, not an act: checkout-live-jp-reliability.spec.ts reloads mid-price'
const resumedTransitions = {
  'checkout.building.products --checkout.resumed[0]--> (stays)': RESUMED,
  'checkout.building.shippingAndPayment.pricingFailed --checkout.resumed[0]--> checkout.building.shippingAndPayment.pricing':
    'as above',
}
/**
 * The new address beyond the guest's one way (typed, its postcode looked up, saved by Place the
 * order): the members' models choose saved addresses, and the rest is a browser test's or the
 * machine's.
 */
const NEW_ADDRESS_ASIDE = {
  'checkout.building.shippingAndPayment --checkout.address.add[0]--> checkout.building.shippingAndPayment.unpriced':
    'adding an address beside saved ones: the members choose saved ones; the machine tests take it',
  'checkout.building.shippingAndPayment --checkout.address.cancel[0]--> checkout.building.shippingAndPayment.unpriced':
    'as above',
  'checkout.building.shippingAndPayment --checkout.address.edit[1]--> (stays)':
    'the model types the address at once; checkout-presses.spec.ts types it field by field',
  'checkout.building.shippingAndPayment --checkout.postcode.lookup[0]--> (stays)':
    'Find the address is for a correction: checkout-marketplace.spec.ts presses it',
  'checkout.building.shippingAndPayment --xstate.error.actor.lookupPostcode[0]--> (stays)':
    'a failed look-up: checkout-marketplace.spec.ts fails it, the machine tests every answer',
  'checkout.building.shippingAndPayment.priced --always[1]--> (stays)':
    'a total the saved address moves: no sandbox store prices an address apart from none; the machine tests take it',
}
/** A member's model chooses a saved address: a new one is the guest's (and the machine's tests). */
const NEW_ADDRESS_OF_MEMBERS = {
  ...NEW_ADDRESS_ASIDE,
  'checkout.building.shippingAndPayment.savingAddress':
    "a member's model chooses a saved address: the marketplace guest's paths save a new one",
  ...Object.fromEntries(
    [
      'checkout.building.shippingAndPayment --checkout.address.edit[0]--> (stays)',
      'checkout.building.shippingAndPayment --xstate.done.actor.lookupPostcode[0]--> (stays)',
      'checkout.building.shippingAndPayment.priced --always[0]--> checkout.placing',
      'checkout.building.shippingAndPayment.priced --checkout.submit[0]--> checkout.building.shippingAndPayment.savingAddress',
      'checkout.building.shippingAndPayment.savingAddress --xstate.done.actor.saveAddress[0]--> checkout.building.shippingAndPayment.pricing',
      'checkout.building.shippingAndPayment.savingAddress --xstate.error.actor.saveAddress[0]--> checkout.building.shippingAndPayment.priced',
      'checkout.building.shippingAndPayment.pricing --xstate.error.actor.pricing[0]--> checkout.verifying',
    ].map((transition) => [transition, 'as above']),
  ),
}
const TW_SHIPPING_CHOSEN =
  'checkout.building.shippingAndPayment --checkout.shipping.choose[0]--> checkout.building.shippingAndPayment.unpriced'
const LEFT_TO_THE_MACHINE_TESTS: Record<string, Record<string, string>> = {
  'marketplace checkout': {
    ...THROWN_PLACE_ORDER,
    ...DECLINED_WITH_REFERENCE,
    ...loadedTransitions,
    ...subtotalTransitions,
    ...LINE_REMOVED,
    ...nextKept,
    ...resumedTransitions,
    'checkout.verifying --xstate.done.actor.findPlacedOrder[0]--> checkout.placed':
      'finding the order after a lost answer needs a member order list; the alphabet is a guest',
    ...NEW_ADDRESS_ASIDE,
    'checkout.building.shippingAndPayment --checkout.address.choose[0]--> checkout.building.shippingAndPayment.unpriced':
      'a guest has no saved address to choose: checkout-live-jp.spec.ts chooses one',
    // A guest's only address is the one just added, which the form uses and may not delete.
    ...noAddressDeleted(
      'a guest has no other saved address to delete; checkout-live-jp.spec.ts deletes one',
    ),
  },
  'live JP checkout': {
    ...THROWN_PLACE_ORDER,
    ...DECLINED_WITH_REFERENCE,
    ...loadedTransitions,
    ...subtotalTransitions,
    ...LINE_REMOVED,
    ...nextKept,
    ...resumedTransitions,
    'checkout.building.shippingAndPayment --checkout.contact.change[0]--> (stays)':
      "a member's e-mail and phone are the account's: the model never needs to type them",
    ...NEW_ADDRESS_OF_MEMBERS,
  },
  'live TW checkout': {
    ...THROWN_PLACE_ORDER,
    ...DECLINED_WITH_REFERENCE,
    ...loadedTransitions,
    ...subtotalTransitions,
    ...LINE_REMOVED,
    ...nextKept,
    ...NEW_ADDRESS_OF_MEMBERS,
    ...resumedTransitions,
    'checkout.placed --always[0]--> checkout.done': 'no cash on delivery in Taiwan',
    ...noAddressDeleted("buyer-tw's one saved address is the chosen one, which may not be deleted"),
    [TW_SHIPPING_CHOSEN]:
      "Taiwan's one shipping is chosen on arrival and a chosen radio sends nothing; at a store offering none there is none to choose (the other shops' paths take it)",
  },
  payment: {
    'payment --payment.cards.loaded[0]--> (stays)': LOADED,
    'payment.choosing --payment.cards.loaded[0]--> (stays)': LOADED,
    'payment.choosing --payment.cards.loaded[1]--> (stays)': LOADED,
    'payment.choosing --payment.card.choose[0]--> (stays)':
      'a saved card answers by its number, which the model does not hold (checkout-member.spec.ts)',
    'payment.choosing --payment.card.new[1]--> (stays)':
      'a typed card is PayUni, in the TW live shop',
    'payment.addingCard --payment.submit[0]--> (stays)':
      'Pay now while the card is being added: the model acts only once answers have come (the machine test holds it)',
    'payment.addingCard.saving --xstate.done.actor.saveCard[0]--> payment.paying':
      "Pay now with a new card typed, added and paid in one press: the model's card is added by its own press (checkout-presses.spec.ts pays so)",
    'payment --payment.card.removed[0]--> (stays)':
      "removing a saved card is the wallet's call, not the payment's (wallet.spec.ts removes one from the payment choice)",
    'payment.choosing --payment.method.change[0]--> payment.changingMethod':
      'the page offers the switch after a decline',
    'payment.storePayment --payment.method.change[0]--> payment.changingMethod':
      'the page offers the switch after a decline',
    'payment.paying --xstate.done.actor.pay[3]--> payment.declined':
      "a decline with GMO's report code: the model's decline carries none; payment-error-bodies.spec.ts shows and reports one",
    'payment.paying --xstate.done.actor.pay[5]--> payment.declined':
      'invalid input never leaves the browser',
    ...thrown('payment.paying --xstate.error.actor.pay[0]--> payment.pending'),
    'payment.pending.rereading --xstate.error.actor.readOrder[0]--> payment.pending.undecided':
      'the order read is also the done page load: a fault cannot pick one of them',
    'payment.pending.rereading --xstate.done.actor.readOrder[2]--> payment.declined':
      "PayUni not reached (a 500 INTERNAL_API_ERROR) is the Taiwan shop's: payment-error-bodies.spec.ts takes it",
    'payment.declined --payment.retry[0]--> payment.choosing':
      'a saved card kept after an order read as never completed follows a lost answer, whose charge the sandbox makes; checkout-401-return.spec.ts pays with it after a 401',
  },
  'stream post': thrown(
    'streamPost.creating --xstate.error.actor.createPost[0]--> streamPost.editing',
    'streamPost.binding --xstate.error.actor.bindStream[0]--> streamPost.bindFailed',
  ),
  visitor: {
    'visitor.loading --xstate.done.actor.readSession[0]--> visitor.member':
      "every path starts in a fresh browser, which holds no token; a member's page load is order-mail-other-session.spec.ts's and the machine tests'",
    'visitor.loading --xstate.done.actor.readSession[1]--> visitor.guest':
      "as above, a guest's (checkout-marketplace.spec.ts reloads a guest's checkout)",
    'visitor.loading --xstate.error.actor.readSession[0]--> visitor.ghost':
      'a fresh browser is nobody without asking, so no call can fail: the machine tests fail it',
    'visitor.loggingIn.readingSession --xstate.done.actor.readSession[1]--> visitor.guest':
      'a server that accepts a login, then says its token is nobody: the machine tests keep that answer (visitor.machine.test.ts)',
    'visitor.loggingIn.readingSession --xstate.done.actor.readSession[2]--> visitor.ghost':
      'as above',
    'visitor.claimingGuest --xstate.error.actor.claimGuest[0]--> visitor.member':
      "a link that failed for now (5xx, 429, no answer) and its Try again are guest-order-link-hiccups.spec.ts's, one fault each; the machine tests take them from every kind of visitor",
    'visitor.claimingGuest --xstate.error.actor.claimGuest[1]--> visitor.guest': 'as above',
    'visitor.claimingGuest --xstate.error.actor.claimGuest[2]--> visitor.ghost': 'as above',
    'visitor.ghost --visitor.guest.claim.retry[0]--> visitor.claimingGuest': 'as above',
    'visitor.guest --visitor.guest.claim.retry[0]--> visitor.claimingGuest': 'as above',
    'visitor.member --visitor.guest.claim.retry[0]--> visitor.claimingGuest': 'as above',
    'visitor.member --visitor.user.updated[0]--> (stays)':
      "a profile change is the profile forms' (account-profile.spec.ts), not a change of who is visiting",

    'visitor.rereading': TWO_TABS,
    'visitor --visitor.session.changed[0]--> visitor.rereading': 'as above',
    'visitor --visitor.switch.dismiss[0]--> (stays)': 'as above',
    'visitor.rereading --visitor.session.changed[0]--> visitor.rereading': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[0]--> visitor.member': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[1]--> visitor.member': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[2]--> visitor.guest': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[3]--> visitor.guest': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[4]--> visitor.ghost': 'as above',
    'visitor.rereading --xstate.done.actor.readSession[5]--> visitor.ghost': 'as above',
    'visitor.rereading --xstate.error.actor.readSession[0]--> visitor.ghost': 'as above',
    'visitor.rereading --xstate.error.actor.readSession[1]--> visitor.ghost': 'as above',
    'visitor --visitor.session.stored[0]--> visitor.loading':
      "a live-shop sign-on, which the marketplace's visitor paths never open: session-switch.spec.ts and the live specs do",
    'visitor.loading --visitor.session.stored[0]--> visitor.loading': 'as above',
  },
  'fast checkout': {
    ...thrown(
      'fastCheckout.submitting --xstate.error.actor.requestFastCheckout[0]--> fastCheckout.choosing',
    ),
    'fastCheckout.askingDataPolicy':
      "the paths' buyer (buyer-jp) accepted the data policy long ago, and an acceptance is the server's for good: live-data-policy.spec.ts asks buyer-new at quick purchase, who declines, then agrees",
    'fastCheckout.choosing --fastCheckout.submit[0]--> fastCheckout.askingDataPolicy': 'as above',
    'fastCheckout.askingDataPolicy --fastCheckout.policy.accepted[0]--> fastCheckout.submitting':
      'as above',
    'fastCheckout.askingDataPolicy --fastCheckout.policy.declined[0]--> fastCheckout.choosing':
      'as above',
    'fastCheckout.leaving --fastCheckout.returned[0]--> fastCheckout.choosing':
      "Back restores the page from the back/forward cache, which Playwright's Chromium runs without: Back loads the page afresh",
  },
}

const GENERATED = (
  [
    [checkoutAlphabet, checkoutPage],
    [liveJpCheckoutAlphabet, liveJpCheckoutPage],
    [liveTwCheckoutAlphabet, liveTwCheckoutPage],
    [paymentAlphabet, paymentPage],
    [fastCheckoutAlphabet, fastCheckoutPage],
    [streamPostAlphabet, streamPostPage],
    [visitorAlphabet, visitorPage],
  ] as [BrowserAlphabet, Realization][]
).map(([alphabet, realization]) => ({ title: alphabet.title, alphabet, realization }))

/** Each alphabet's paths, chosen once (a live shop's take seconds). */
const selected = new Map<BrowserAlphabet, MachinePath[]>()
const pathsOf = (alphabet: BrowserAlphabet) => {
  if (!selected.has(alphabet)) selected.set(alphabet, selectPaths(alphabet))
  return selected.get(alphabet)!
}

describe.each(GENERATED)(
  'browser tests generated from the $title machine',
  ({ alphabet, realization }) => {
    const paths = pathsOf(alphabet)

    it('play every event and check every state of every path on the page', () => {
      expect(missingRealizations(alphabet, realization, paths)).toEqual([])
    })

    it('reach every state and take every transition a browser can', () => {
      const left = uncovered(alphabet, paths)
      const named = Object.keys(LEFT_TO_THE_MACHINE_TESTS[alphabet.title] ?? {})
      expect(left.states.sort()).toEqual(named.filter((name) => !name.includes(' --')).sort())
      expect(left.transitions.sort()).toEqual(named.filter((name) => name.includes(' --')).sort())
    })

    it('stay few enough for CI: every path is one browser test', () => {
      // 14: a price had after a failed one clears the failure's message, one more live JP path.
      expect(paths.length).toBeLessThanOrEqual(14)
    })

    it('begin every step with something a person does, or with the page load', () => {
      for (const path of paths) {
        for (const group of groupsOf(alphabet, path)) {
          if (group.act !== 0)
            expect(alphabetEventOf(alphabet, path.steps[group.act]!.event).kind).toBe('act')
          else expect(path.steps[0]!.snapshot.children).not.toEqual({})
        }
      }
    })
  },
)

describe('browser tests generated from the checkout machine, the shops together', () => {
  it("choose a shipping in the shops that offer more than one, which Taiwan's paths cannot", () => {
    for (const alphabet of [checkoutAlphabet, liveJpCheckoutAlphabet]) {
      expect(uncovered(alphabet, pathsOf(alphabet)).transitions).not.toContain(TW_SHIPPING_CHOSEN)
    }
  })
})

describe('browser tests generated from the live JP checkout', () => {
  it('pay with PayPay on its confirming step, then show the order done', () => {
    // PayPay is buyer-jp's usual method (their latest order's): chosen for them on arrival.
    const paidWithPaypay = pathsOf(liveJpCheckoutAlphabet).filter((path) =>
      path.steps.some(
        (step) =>
          step.snapshot.value === 'paying' &&
          (step.snapshot.context as { payment: { type: string } | null }).payment?.type ===
            'gmo_paypay',
      ),
    )
    const names = paidWithPaypay.map((path) =>
      path.steps.slice(1).map((step) => alphabetEventOf(liveJpCheckoutAlphabet, step.event).name),
    )
    expect(names).toContainEqual(expect.arrayContaining(['place the order', 'order placed', 'pay']))
  })
})

describe('the card typed for each payment path', () => {
  const SAVED = ['add a card', 'card tokenised', 'card saved']
  const DECLINING = '4000000000000002'
  const PLAIN = '4111111111111111'

  it.each([
    ['declined', [...SAVED, 'pay now', 'card declined'], [[0, DECLINING]]],
    [
      'still approving after a lost answer',
      [...SAVED, 'pay now', 'answer lost', 'order still approving'],
      [[0, '4000000000003220']],
    ],
  ] as const)('is the test card that gives every answer the path expects: %s', (_, path, cards) => {
    expect(cardNumbers([...path])).toEqual(new Map(cards))
  })

  it('is none when the path asks one card for two different answers', () => {
    expect(
      cardNumbers([
        ...SAVED,
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

  it.each([
    [
      'added after a decline',
      [...SAVED, 'pay now', 'card declined', 'try again', 'add a card', 'card refused by GMO'],
      [
        [0, DECLINING],
        [6, PLAIN],
      ],
    ],
    [
      'added twice before paying',
      [...SAVED, ...SAVED, 'pay now', 'charged'],
      [
        [0, DECLINING],
        [3, PLAIN],
      ],
    ],
    [
      'added twice, each charged',
      [...SAVED, 'pay now', 'charged', ...SAVED, 'pay now', 'charged'],
      null,
    ],
  ] as const)(
    'is never a card the path saved before, which the card form refuses to add again: %s',
    (_, path, cards) => {
      expect(cardNumbers([...path])).toEqual(cards && new Map(cards))
    },
  )
})
