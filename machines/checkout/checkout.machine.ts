import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  stopChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate'
import { paymentMachine } from '../payment/payment.machine'
import {
  allowedStep,
  canPrice,
  changedTicked,
  itemsReady,
  paymentFits,
  paymentMethodOf,
  readyToPlace,
  shippingOffered,
  type CheckoutStep,
  type Contact,
  type PaymentChoice,
  type ShippingChoice,
  type StepContext,
} from './checkout-steps'
import type { CheckoutShop } from './checkout-shop'
import {
  buyableItemIds,
  contactFollowing,
  followedContact,
  knownOf,
  lastUsedOf,
  NOTHING_KNOWN,
  type CheckoutKnown,
  type KnownUpdate,
} from './checkout-known'
import {
  NO_SUBTOTAL,
  sameLines,
  subtotalLines,
  type Subtotal,
  type SubtotalLine,
} from './checkout-subtotal'
import {
  defaultsChangePrice,
  STEP_DEFAULT_ACTIONS,
  STEP_DEFAULTS,
  usualCategory,
} from './checkout-defaults'
import {
  newAddressChosen,
  newAddressPostcode,
  postcodeCompleted,
  type AddressNotSaved,
  type FoundAddress,
  type NewAddress,
  type PostcodeLookup,
  type SavedAddress,
} from './checkout-new-address'
import type {
  ChangedItem,
  CheckoutField,
  CheckoutDecline,
  CheckoutOutcome,
  GoodsCategory,
  PlacedOrderRead,
  PlaceOrderRequest,
  Pricing,
  PricingRequest,
} from './checkout-types'

export interface CheckoutInput {
  /** What this shop offers (checkout-shop.ts): the marketplace, live JP or live Taiwan. */
  shop: CheckoutShop
  /** The store (id) whose cart is checked out. */
  storeId: number
  /** The stream the buyer came from (live shop), sent with the order; null when none. */
  streamId: number | null
  /** A member may leave e-mail and phone empty (the account's are used); a guest may not. */
  member: boolean
  /** Handed to the payment machine: where the browser may go for 3-D Secure. */
  allowedPaymentHosts: readonly string[]
  /** Handed to the payment machine: the app's origin, whose sandbox provider pages it allows. */
  appOrigin: string
  /**
   * What is known before any page loads (a model of the pages gives the store's settings here;
   * the app's pages hand theirs with `checkout.loaded`).
   */
  known?: KnownUpdate
}

export interface CheckoutContext extends StepContext {
  storeId: number
  streamId: number | null
  /** Saved addresses deleted during this checkout, which the loaded list still holds. */
  deletedAddressIds: number[]
  allowedPaymentHosts: readonly string[]
  appOrigin: string
  /**
   * Why the last step failed: a checkout code (docs/errors.md#checkout), PRICING_FAILED, a cart
   * code …
   */
  error: string | null
  /**
   * The parts of the form the last refusal named (VALIDATION_EXCEPTION), marked until the buyer
   * changes them or tries again. Optional: a snapshot saved before it existed has none.
   */
  refusedFields?: readonly CheckoutField[]
  /**
   * The provider's report code of the last refusal (a GMO decline), shown as a reference for
   * support; cleared with `error`. Optional: a snapshot saved before it existed has none.
   */
  refusalReference?: string | null
  /**
   * What the pages' loaders read (the cart, the store's settings, the buyer's saved things), which
   * the checkout's own choices come from. Optional: a snapshot saved before it existed has none.
   */
  known?: CheckoutKnown
  /** The ticked items' subtotal as the shop computes it (checkout-subtotal.ts). */
  subtotal: Subtotal
  /**
   * Next was pressed while a cart change was being saved: carried out when the save settles.
   * Optional: a snapshot saved before it existed has none.
   */
  nextKept?: boolean
  /**
   * The new address's fields the shop refused to save, marked until changed. Optional: a
   * snapshot saved before it existed has none.
   */
  newAddressRefused?: readonly string[]
  /** The postcode look-up of the new address (checkout-new-address.ts). Optional, as above. */
  postcodeLookup?: PostcodeLookup
  /**
   * Place the order was pressed with a new address, now saved: the total the buyer saw, to place
   * at once if the price asked with the saved address is the same. Optional, as above.
   */
  placeKept?: number | null
}

export type CheckoutEvent =
  | { type: 'checkout.category.choose'; category: GoodsCategory }
  /** The whole selection of cart items (of the chosen category). */
  | { type: 'checkout.items.select'; itemIds: number[] }
  | { type: 'checkout.item.quantity'; itemId: number; quantity: number }
  /** Takes a line out of the cart (and out of the order). */
  | { type: 'checkout.item.remove'; itemId: number }
  /**
   * Accepts the changes of the ticked items, as the last checkout answered or the cart marks them
   * (sync-snapshot).
   */
  | { type: 'checkout.changes.accept' }
  | { type: 'checkout.shipping.choose'; shipping: ShippingChoice }
  | { type: 'checkout.address.choose'; addressId: number }
  /** Deletes a saved address (never the chosen one). */
  | { type: 'checkout.address.delete'; addressId: number }
  | { type: 'checkout.payment.choose'; payment: PaymentChoice }
  | { type: 'checkout.contact.change'; contact: Contact }
  /** Opens the form for a new address, which the order then goes to. */
  | { type: 'checkout.address.add' }
  /** The new address as typed (every field of its form). */
  | { type: 'checkout.address.edit'; values: NewAddress }
  /** Leaves the new address: a saved one is chosen again. */
  | { type: 'checkout.address.cancel' }
  /** Find the address: looks the typed postcode up again (it looks itself up once complete). */
  | { type: 'checkout.postcode.lookup' }
  /** The postcode look-up's answer: spawned afresh on every look-up (the latest wins). */
  | DoneActorEvent<FoundAddress, 'lookupPostcode'>
  | ErrorActorEvent<unknown, 'lookupPostcode'>
  | { type: 'checkout.pricing.retry' }
  | { type: 'checkout.subtotal.retry' }
  /** The subtotal's answer: its actor is spawned afresh on every ask (the latest wins). */
  | DoneActorEvent<number, 'subtotal'>
  | ErrorActorEvent<unknown, 'subtotal'>
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  /** A step route opened (deep link, Back, Forward): the machine goes to the allowed step. */
  | { type: 'checkout.step.open'; step: CheckoutStep }
  | { type: 'checkout.submit' }
  | { type: 'checkout.recheck' }
  /** A step page's loader read these (its URL's data, not a person's act): defaults follow. */
  | { type: 'checkout.loaded'; known: KnownUpdate }
  /**
   * The checkout was restored from its saved snapshot (a reload, a provider's round trip): an
   * answer the page lost by leaving (the browser aborts calls in flight) is asked for again.
   */
  | { type: 'checkout.resumed' }

const fail = (what: string) => async (): Promise<never> => {
  throw new Error(`No ${what} was provided`)
}

/** Only called behind the `placed` guard; 0 would be a bug the path tests catch (no done without an order). */
const orderIdOf = (outcome: CheckoutOutcome | PlacedOrderRead) =>
  outcome.kind === 'placed' ? outcome.orderId : 0

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'UNKNOWN'

/**
 * The checkout of every shop (marketplace, live JP, live Taiwan): category, products, shipping and
 * payment, then one checkout call, the payment and done. What differs per shop comes in as input
 * (`shop`: the payment and shipping types it takes, the methods it confirms on a step of their
 * own) and as the effects the app provides (its API's calls and bodies). Persisted
 * (getPersistedSnapshot) so a reload or a provider's round trip resumes; the payment machine runs
 * as its child and is persisted with it.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as { orderId: number },
  },
  actors: {
    // PUT cart-items/{id} {quantity}; rejects with the add-cart `code` (ADD_CART_OUT_OF_STOCK …).
    updateQuantity: fromPromise<void, { itemId: number; quantity: number }>(fail('cart update')),
    // PUT stores/{id}/cart-items/sync-snapshot; answers the items still changed (sold out …).
    acceptChanges: fromPromise<ChangedItem[], { storeId: number; itemIds: number[] }>(
      fail('snapshot sync'),
    ),
    // DELETE cart-items/{id}; answers the id removed.
    removeItem: fromPromise<number, { storeId: number; itemId: number }>(fail('cart removal')),
    // POST carts/pricing/subtotal; answers the subtotal, rejects when it cannot be had.
    subtotal: fromPromise<number, { items: SubtotalLine[] }>(fail('subtotal')),
    // POST carts/pricing.
    pricing: fromPromise<Pricing, PricingRequest>(fail('pricing')),
    // POST checkout with the shop's body, its result read as a CheckoutOutcome.
    placeOrder: fromPromise<CheckoutOutcome, PlaceOrderRequest>(fail('checkout call')),
    // POST the new address to the shop's address book; rejects with the fields it refused.
    saveAddress: fromPromise<
      SavedAddress,
      { storeId: number; shipping: ShippingChoice; values: NewAddress }
    >(fail('address save')),
    // The shop's postcode look-up: the fields it fills, null when no address has the postcode.
    lookupPostcode: fromPromise<FoundAddress, { postcode: string }>(fail('postcode look-up')),
    // DELETE addresses/{id} (the shop's address book); answers the id deleted.
    deleteAddress: fromPromise<number, { storeId: number; addressId: number }>(
      fail('address deletion'),
    ),
    // Re-reads the cart (and a member's orders) after a checkout whose answer was lost.
    findPlacedOrder: fromPromise<PlacedOrderRead, { storeId: number; itemIds: number[] }>(
      fail('order re-read'),
    ),
    payment: paymentMachine,
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    /**
     * What a page loaded changes a choice the price depends on: the checkout chooses a blank one
     * from it (shipping, the latest fitting saved address, a fitting payment), so the price is
     * asked again.
     */
    loadedChoosesPriced: ({ context, event }) => {
      assertEvent(event, 'checkout.loaded')
      return defaultsChangePrice({ ...context, known: { ...knownOf(context), ...event.known } })
    },
    itemsReady: ({ context }) => itemsReady(context),
    /** What a page loaded moves the ticked items' quantities (or which of them the cart holds). */
    loadedMovesSubtotal: ({ context, event }) => {
      assertEvent(event, 'checkout.loaded')
      const learned = { ...context, known: { ...knownOf(context), ...event.known } }
      return !sameLines(subtotalLines(context), subtotalLines(learned))
    },
    /** A ticked item has changes to accept, as the last checkout answered or the cart marks. */
    hasChangedSelected: ({ context }) => changedTicked(context).length > 0,
    /** Next was pressed during a cart change now saved, and the items are ready for it. */
    nextKeptAndItemsReady: ({ context }) => context.nextKept === true && itemsReady(context),
    nextKept: ({ context }) => context.nextKept === true,
    canPrice: ({ context }) => canPrice(context),
    /**
     * Everything the checkout call needs, priced. Whether a given e-mail and phone are written as
     * an e-mail address and a phone number is the forms' rule, which machines do not hold: the
     * edge provides this guard with it added (src/features/checkout/steps/contact-rules.ts, the rule the
     * contact fields show), so no order is placed with a malformed contact.
     */
    readyToPlace: ({ context }) => readyToPlace(context),
    stepAllowed: ({ context }, params: { wanted: CheckoutStep; step: CheckoutStep }) =>
      allowedStep(context, params.wanted) === params.step,
    shippingOffered: ({ context }, shipping: ShippingChoice) =>
      shippingOffered(context, shipping.type),
    paymentFits: ({ context }, payment: PaymentChoice) => paymentFits(context, payment.type),
    /** The chosen address stays: the form would lose what the price was asked for. */
    notChosenAddress: ({ context }, params: { addressId: number }) =>
      context.addressId !== params.addressId,
    /** The order goes to a new address, to be saved before the order is placed. */
    newAddressChosen: ({ context }) => newAddressChosen(context),
    /** No saved address is chosen: the order goes to the new one being typed. */
    noAddressChosen: ({ context }) => context.addressId === null,
    /** The buyer is typing a new address (the form is open). */
    addingAddress: ({ context }) => (context.newAddress ?? null) !== null,
    /** The new address's postcode just became complete: it looks itself up. */
    postcodeCompleted: ({ context }, params: { values: NewAddress }) =>
      postcodeCompleted(context, params.values),
    /** Place the order was pressed with the new address now saved, and the total stands. */
    placeKeptAtSameTotal: ({ context }) =>
      context.placeKept != null && context.placeKept === context.pricing?.total_amount,
    placeKept: ({ context }) => context.placeKept != null,
    placed: (_, outcome: CheckoutOutcome | PlacedOrderRead) => outcome.kind === 'placed',
    /** Cash on delivery needs no payment step: the placed order is done. */
    paidOnDelivery: ({ context }) => paymentMethodOf(context) === null,
    itemsChanged: (_, outcome: CheckoutOutcome) => outcome.kind === 'itemsChanged',
    /** The items already left the cart: maybe by this very intent (a lost answer, a reload). */
    notInCart: (_, outcome: CheckoutOutcome) =>
      outcome.kind === 'refused' && outcome.code === 'NOT_FOUND_ITEM_IN_CART',
    /** The provider refused and gave its report code, which support traces the decline by. */
    refusedWithReportCode: (_, outcome: CheckoutOutcome) =>
      outcome.kind === 'refused' && typeof outcome.reportCode === 'string',
    refused: (_, outcome: CheckoutOutcome) => outcome.kind === 'refused',
    notPlaced: (_, read: PlacedOrderRead) => read.kind === 'notPlaced',
  },
  actions: {
    chooseCategory: assign(({ context }, params: { category: GoodsCategory }) => ({
      category: params.category,
      // Items of the other category cannot go into one order with these; the same one keeps them.
      itemIds: context.category === params.category ? context.itemIds : [],
    })),
    /** No category chosen: the only one the cart has items of (none when it has both). */
    chooseOnlyCategory: assign({ category: ({ context }) => usualCategory(context) }),
    selectItems: assign({ itemIds: (_, params: { itemIds: number[] }) => params.itemIds }),
    /**
     * Arriving from the category step with nothing ticked, every buyable item of it is ticked; a
     * choice the buyer made (Back, then Next) stays theirs.
     */
    tickBuyableItems: assign({
      itemIds: ({ context }) =>
        context.itemIds.length > 0 ? context.itemIds : buyableItemIds(context),
    }),
    /**
     * Keeps what a page's loader read, beside what earlier pages read; contact the checkout
     * filled in by itself follows it (`followedContact`).
     */
    learn: assign(({ context, event }) => {
      assertEvent(event, 'checkout.loaded')
      const known = { ...knownOf(context), ...event.known }
      return { known, contact: followedContact(context, known) }
    }),
    // The shipping step's defaults (checkout-defaults.ts, which says what each chooses).
    chooseUsualShipping: assign(({ context }) => STEP_DEFAULTS.chooseUsualShipping(context)),
    chooseLatestAddress: assign(({ context }) => STEP_DEFAULTS.chooseLatestAddress(context)),
    chooseFittingPayment: assign(({ context }) => STEP_DEFAULTS.chooseFittingPayment(context)),
    fillContact: assign(({ context }) => STEP_DEFAULTS.fillContact(context)),
    markChanged: assign({ changedItems: (_, items: ChangedItem[]) => items }),
    /**
     * The cart's marks on the items whose changes were just accepted are over (the cart loaded
     * before the sync still shows them); what the sync still reports is marked by its answer.
     */
    clearCartMarks: assign({
      known: ({ context }, params: { itemIds: number[] }) => {
        const accepted = new Set(params.itemIds)
        return (
          context.known && {
            ...context.known,
            items:
              context.known.items?.map((item) =>
                accepted.has(item.id) ? { ...item, changes: undefined } : item,
              ) ?? null,
          }
        )
      },
    }),
    /** A line left the cart: it is no longer ticked, marked or known. */
    dropItem: assign(({ context }, params: { itemId: number }) => ({
      itemIds: context.itemIds.filter((id) => id !== params.itemId),
      changedItems: context.changedItems.filter((item) => item.cart_item_id !== params.itemId),
      known: context.known && {
        ...context.known,
        items: context.known.items?.filter((item) => item.id !== params.itemId) ?? null,
      },
    })),
    keepNext: assign({ nextKept: true }),
    forgetNext: assign({ nextKept: false }),
    /** Pick-up needs a pick-up entry and delivery a place: switching between them drops the address. */
    chooseShipping: assign(({ context }, shipping: ShippingChoice) => {
      const sameKind =
        (context.shipping?.type === 'self_pick_up') === (shipping.type === 'self_pick_up')
      const after = {
        ...context,
        shipping,
        addressId: sameKind ? context.addressId : null,
        newAddress: sameKind ? (context.newAddress ?? null) : null,
      }
      return { ...after, contact: contactFollowing(context, after) }
    }),
    forgetAddress: assign({
      deletedAddressIds: ({ context }, params: { addressId: number }) => [
        ...context.deletedAddressIds,
        params.addressId,
      ],
    }),
    /** A saved address chosen instead of the new one; contact it filled in follows it. */
    chooseAddress: assign(({ context }, params: { addressId: number }) => {
      const after = { ...context, addressId: params.addressId, newAddress: null }
      return {
        addressId: params.addressId,
        newAddress: null,
        contact: contactFollowing(context, after),
      }
    }),
    /** The form for a new address opens empty: the order goes to it. */
    openNewAddress: assign(({ context }) => {
      const after = { ...context, addressId: null, newAddress: {} }
      return { addressId: null, newAddress: {}, contact: contactFollowing(context, after) }
    }),
    /** The new address left: no address until the checkout or the buyer chooses a saved one. */
    closeNewAddress: assign(({ context }) => {
      const after = { ...context, newAddress: null }
      return {
        newAddress: null,
        newAddressRefused: [],
        postcodeLookup: null,
        contact: contactFollowing(context, after),
      }
    }),
    /**
     * The new address as typed: contact filled in from it follows it, and a refused field is no
     * longer marked once changed.
     */
    editNewAddress: assign(({ context }, params: { values: NewAddress }) => {
      const after = { ...context, newAddress: params.values }
      return {
        newAddress: params.values,
        newAddressRefused: (context.newAddressRefused ?? []).filter(
          (field) => params.values[field] === context.newAddress?.[field],
        ),
        contact: contactFollowing(context, after),
      }
    }),
    /** Looks the new address's postcode up; a look-up still awaited is dropped (the latest wins). */
    lookUpPostcode: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('lookupPostcode')
      enqueue.spawnChild('lookupPostcode', {
        id: 'lookupPostcode',
        input: { postcode: newAddressPostcode(context) },
      })
      enqueue.assign({ postcodeLookup: 'busy' })
    }),
    stopPostcodeLookup: stopChild('lookupPostcode'),
    /** What the look-up found fills its fields; nothing found says so, and what was typed stays. */
    fillFoundAddress: assign(({ context }, found: FoundAddress) =>
      found === null
        ? { postcodeLookup: 'none' as const }
        : // A saved address chosen meanwhile: the form it was for is gone.
          context.newAddress == null
          ? { postcodeLookup: null }
          : { postcodeLookup: null, newAddress: { ...context.newAddress, ...found } },
    ),
    postcodeLookupFailed: assign({ postcodeLookup: 'failed' }),
    /**
     * The new address saved: it is the chosen one now, known with its name and phone (contact
     * keeps what it filled in from them), and the form is closed.
     */
    useSavedAddress: assign(({ context }, saved: SavedAddress) => {
      const known = knownOf(context)
      const after = {
        ...context,
        addressId: saved.id,
        newAddress: null,
        known: { ...known, addresses: [...(known.addresses ?? []), saved.known] },
      }
      return {
        addressId: after.addressId,
        newAddress: null,
        postcodeLookup: null,
        known: after.known,
        contact: contactFollowing(context, after),
      }
    }),
    markNewAddressRefused: assign({
      newAddressRefused: (_, params: { fields: readonly string[] }) => params.fields,
    }),
    /**
     * Place the order waits for the price with the saved address: the total the buyer saw is
     * kept, and the one shown goes (it was asked without the address; the page says the total is
     * being calculated, as for any price asked).
     */
    keepPlace: assign(({ context }) => ({
      placeKept: context.pricing?.total_amount ?? null,
      pricing: null,
    })),
    forgetPlace: assign({ placeKept: null }),
    choosePayment: assign({ payment: (_, payment: PaymentChoice) => payment }),
    /** A contact field the server refused is no longer marked once the buyer changes it. */
    changeContact: assign(({ context }, contact: Contact) => ({
      contact,
      refusedFields: (context.refusedFields ?? []).filter(
        (field) =>
          !(field === 'email' || field === 'phone' || field === 'buyerName') ||
          contact[field] === context.contact[field],
      ),
    })),
    /**
     * Asks for the subtotal of the ticked items as they are now; an answer still awaited for an
     * earlier choice is dropped, so the latest wins. Nothing ticked (or no cart read): nothing asked.
     */
    askSubtotal: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('subtotal')
      const items = subtotalLines(context)
      if (items.length === 0) {
        enqueue.assign({ subtotal: NO_SUBTOTAL })
        return
      }
      enqueue.spawnChild('subtotal', { id: 'subtotal', input: { items } })
      enqueue.assign({ subtotal: { status: 'asking' } })
    }),
    stopSubtotal: stopChild('subtotal'),
    setSubtotal: assign({
      subtotal: (_, params: { amount: number }) => ({ status: 'known', amount: params.amount }),
    }),
    subtotalFailed: assign({ subtotal: { status: 'failed' } }),
    setPricing: assign({ pricing: (_, pricing: Pricing) => pricing }),
    // A change that moves the price also lets go of a Place the order kept for it.
    clearPricing: assign({ pricing: null, placeKept: null }),
    setOrder: assign({ orderId: (_, params: { orderId: number }) => params.orderId }),
    setError: assign({ error: (_, params: { code: string }) => params.code }),
    setRefusedFields: assign({
      refusedFields: (_, params: { fields: readonly CheckoutField[] }) => params.fields,
    }),
    clearError: assign({ error: null, refusedFields: [], refusalReference: null }),
    setRefusalReference: assign({
      refusalReference: (_, params: { reportCode: string }) => params.reportCode,
    }),
    /** Sends a decline with its report code to the error service, so support can trace it. */
    reportDecline: (_, _params: CheckoutDecline) => {},
    /** A price had at last: the failure to price is no longer news (other errors stay). */
    clearPricingFailure: assign({
      error: ({ context }) => (context.error === 'PRICING_FAILED' ? null : context.error),
    }),
    /** A re-read found no order: the refusal already known, else the unexpected failure. */
    failedUnlessKnown: assign({ error: ({ context }) => context.error ?? 'FAILED_TO_CHECKOUT' }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    known: input.known && { ...NOTHING_KNOWN, ...input.known },
    shop: input.shop,
    storeId: input.storeId,
    streamId: input.streamId,
    deletedAddressIds: [],
    member: input.member,
    allowedPaymentHosts: input.allowedPaymentHosts,
    appOrigin: input.appOrigin,
    category: null,
    itemIds: [],
    changedItems: [],
    shipping: null,
    addressId: null,
    payment: null,
    contact: { email: null, phone: null, buyerName: null },
    pricing: null,
    orderId: null,
    error: null,
    refusedFields: [],
    refusalReference: null,
    subtotal: NO_SUBTOTAL,
    nextKept: false,
    newAddress: null,
    newAddressRefused: [],
    postcodeLookup: null,
    placeKept: null,
  }),
  initial: 'building',
  // Any step may load more of what the checkout knows; a step that chooses from it says so.
  on: { 'checkout.loaded': { actions: 'learn' } },
  output: ({ context }) => ({ orderId: context.orderId! }),
  states: {
    building: {
      description:
        'The steps that build the order, one route each. A step route opened (a deep link, ' +
        'Back, Forward) lands on the step the buyer has what it needs for (allowedStep), ' +
        'from whichever step; opened where the buyer already is, the step stays.',
      initial: 'category',
      on: {
        'checkout.step.open': [
          {
            guard: {
              type: 'stepAllowed',
              params: ({ event }) => ({ wanted: event.step, step: 'category' }),
            },
            target: '.category',
          },
          {
            guard: {
              type: 'stepAllowed',
              params: ({ event }) => ({ wanted: event.step, step: 'products' }),
            },
            target: '.products',
          },
          {
            guard: {
              type: 'stepAllowed',
              params: ({ event }) => ({ wanted: event.step, step: 'shippingAndPayment' }),
            },
            target: '.shippingAndPayment',
          },
        ],
      },
      states: {
        category: {
          description:
            'Normal or printio goods: the server refuses the two in one order. A cart with items ' +
            'of one category has it chosen.',
          on: {
            'checkout.loaded': { actions: ['learn', 'chooseOnlyCategory'] },
            // Opened where the buyer is: stays (the building's own list would enter it afresh).
            'checkout.step.open': {
              guard: {
                type: 'stepAllowed',
                params: ({ event }) => ({ wanted: event.step, step: 'category' }),
              },
            },
            'checkout.category.choose': {
              actions: [
                'clearError',
                { type: 'chooseCategory', params: ({ event }) => ({ category: event.category }) },
              ],
            },
            'checkout.next': {
              guard: 'hasCategory',
              target: 'products',
              actions: 'tickBuyableItems',
            },
          },
        },
        products: {
          description:
            'Cart items and quantities. Items the server reported changed are marked; the buyer ' +
            'accepts the changes or drops those items before going on. The subtotal of the ticked ' +
            'items is asked from the shop on arrival and whenever the ticks or quantities move.',
          initial: 'choosing',
          entry: 'askSubtotal',
          exit: ['stopSubtotal', 'forgetNext'],
          on: {
            // Opened where the buyer is: stays (the building's own list would enter it afresh).
            'checkout.step.open': {
              guard: {
                type: 'stepAllowed',
                params: ({ event }) => ({ wanted: event.step, step: 'products' }),
              },
            },
            // A spawned child stays among the children once it has answered; let go of it, so a
            // snapshot saved after (a reload aborts a call in flight) holds no finished child.
            'xstate.done.actor.subtotal': {
              actions: [
                { type: 'setSubtotal', params: ({ event }) => ({ amount: event.output }) },
                'stopSubtotal',
              ],
            },
            'xstate.error.actor.subtotal': { actions: ['subtotalFailed', 'stopSubtotal'] },
            'checkout.subtotal.retry': { actions: 'askSubtotal' },
            'checkout.resumed': { actions: 'askSubtotal' },
            'checkout.loaded': { guard: 'loadedMovesSubtotal', actions: ['learn', 'askSubtotal'] },
          },
          states: {
            choosing: {
              // A Next kept during a cart change is carried out once the change is saved, if the
              // items are ready for it; else it is let go (the step says what is missing).
              always: [
                { guard: 'nextKeptAndItemsReady', target: '#checkout.building.shippingAndPayment' },
                { guard: 'nextKept', actions: 'forgetNext' },
              ],
              on: {
                'checkout.items.select': {
                  actions: [
                    'clearError',
                    { type: 'selectItems', params: ({ event }) => ({ itemIds: event.itemIds }) },
                    'askSubtotal',
                  ],
                },
                'checkout.item.quantity': 'updatingQuantity',
                'checkout.item.remove': 'removingItem',
                'checkout.changes.accept': {
                  guard: 'hasChangedSelected',
                  target: 'acceptingChanges',
                },
                'checkout.next': {
                  guard: 'itemsReady',
                  target: '#checkout.building.shippingAndPayment',
                },
                'checkout.back': '#checkout.building.category',
              },
            },
            updatingQuantity: {
              description:
                'A quantity is being saved. Next pressed meanwhile (tapping it is how a phone leaves ' +
                'the field) is kept and carried out once the save settles.',
              tags: ['busy'],
              entry: 'clearError',
              on: { 'checkout.next': { actions: 'keepNext' } },
              invoke: {
                id: 'updateQuantity',
                src: 'updateQuantity',
                input: ({ event }) => {
                  assertEvent(event, 'checkout.item.quantity')
                  return { itemId: event.itemId, quantity: event.quantity }
                },
                onDone: 'choosing',
                // What was pressed meanwhile is let go: the buyer reads why the change failed.
                onError: {
                  target: 'choosing',
                  actions: [
                    'forgetNext',
                    { type: 'setError', params: ({ event }) => ({ code: errorCode(event.error) }) },
                  ],
                },
              },
            },
            acceptingChanges: {
              description:
                "The ticked items' changes are being accepted; Next pressed meanwhile is kept.",
              tags: ['busy'],
              entry: 'clearError',
              on: { 'checkout.next': { actions: 'keepNext' } },
              invoke: {
                id: 'acceptChanges',
                src: 'acceptChanges',
                input: ({ context }) => ({
                  storeId: context.storeId,
                  itemIds: changedTicked(context),
                }),
                onDone: {
                  target: 'choosing',
                  // Accepted changes may be new prices: the subtotal is asked again.
                  actions: [
                    {
                      type: 'clearCartMarks',
                      params: ({ context }) => ({ itemIds: changedTicked(context) }),
                    },
                    { type: 'markChanged', params: ({ event }) => event.output },
                    'askSubtotal',
                  ],
                },
                // What was pressed meanwhile is let go: the buyer reads why the change failed.
                onError: {
                  target: 'choosing',
                  actions: [
                    'forgetNext',
                    { type: 'setError', params: ({ event }) => ({ code: errorCode(event.error) }) },
                  ],
                },
              },
            },
            removingItem: {
              description: 'A line is being taken out of the cart; Next pressed meanwhile is kept.',
              tags: ['busy'],
              entry: 'clearError',
              on: { 'checkout.next': { actions: 'keepNext' } },
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context, event }) => {
                  assertEvent(event, 'checkout.item.remove')
                  return { storeId: context.storeId, itemId: event.itemId }
                },
                onDone: {
                  target: 'choosing',
                  actions: [
                    { type: 'dropItem', params: ({ event }) => ({ itemId: event.output }) },
                    'askSubtotal',
                  ],
                },
                // What was pressed meanwhile is let go: the buyer reads why the change failed.
                onError: {
                  target: 'choosing',
                  actions: [
                    'forgetNext',
                    { type: 'setError', params: ({ event }) => ({ code: errorCode(event.error) }) },
                  ],
                },
              },
            },
          },
        },
        shippingAndPayment: {
          description:
            'Shipping setting, address or pick-up, payment setting, e-mail, phone and name. Every ' +
            'change that moves the price asks for it again; the latest answer wins.',
          // Prices are asked again on every entry: they may have changed since. What the checkout
          // can choose by itself from what it knows is chosen, blanks only.
          entry: ['clearPricing', ...STEP_DEFAULT_ACTIONS],
          // A postcode look-up still awaited is let go of with the step.
          exit: 'stopPostcodeLookup',
          initial: 'unpriced',
          on: {
            // Opened where the buyer is: stays (the building's own list would enter it afresh).
            'checkout.step.open': {
              guard: {
                type: 'stepAllowed',
                params: ({ event }) => ({ wanted: event.step, step: 'shippingAndPayment' }),
              },
            },
            'checkout.shipping.choose': {
              guard: { type: 'shippingOffered', params: ({ event }) => event.shipping },
              target: '.unpriced',
              actions: [
                'clearError',
                'clearPricing',
                { type: 'chooseShipping', params: ({ event }) => event.shipping },
                ...STEP_DEFAULT_ACTIONS,
              ],
            },
            'checkout.address.choose': {
              target: '.unpriced',
              actions: [
                'clearError',
                'clearPricing',
                { type: 'chooseAddress', params: ({ event }) => ({ addressId: event.addressId }) },
                'fillContact',
              ],
            },
            'checkout.payment.choose': {
              guard: { type: 'paymentFits', params: ({ event }) => event.payment },
              target: '.unpriced',
              actions: [
                'clearError',
                'clearPricing',
                { type: 'choosePayment', params: ({ event }) => event.payment },
              ],
            },
            'checkout.address.delete': {
              guard: {
                type: 'notChosenAddress',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
              target: '.deletingAddress',
              // The price is asked again after: the old one is not shown as if it were current.
              actions: ['clearError', 'clearPricing'],
            },
            'checkout.contact.change': {
              actions: { type: 'changeContact', params: ({ event }) => event.contact },
            },
            'checkout.address.add': {
              target: '.unpriced',
              actions: ['clearError', 'clearPricing', 'openNewAddress'],
            },
            'checkout.address.cancel': {
              guard: 'addingAddress',
              target: '.unpriced',
              actions: [
                'clearError',
                'clearPricing',
                'closeNewAddress',
                'chooseLatestAddress',
                'fillContact',
              ],
            },
            // Typed only while no saved address is chosen (the form is shown for the new one).
            'checkout.address.edit': [
              {
                guard: {
                  type: 'postcodeCompleted',
                  params: ({ event }) => ({ values: event.values }),
                },
                actions: [
                  { type: 'editNewAddress', params: ({ event }) => ({ values: event.values }) },
                  'lookUpPostcode',
                ],
              },
              {
                guard: 'noAddressChosen',
                actions: {
                  type: 'editNewAddress',
                  params: ({ event }) => ({ values: event.values }),
                },
              },
            ],
            'checkout.postcode.lookup': { guard: 'addingAddress', actions: 'lookUpPostcode' },
            // Like the subtotal's, a finished look-up is let go of, so no saved snapshot holds it.
            'xstate.done.actor.lookupPostcode': {
              actions: [
                { type: 'fillFoundAddress', params: ({ event }) => event.output },
                'stopPostcodeLookup',
              ],
            },
            'xstate.error.actor.lookupPostcode': {
              actions: ['postcodeLookupFailed', 'stopPostcodeLookup'],
            },
            'checkout.loaded': [
              {
                guard: 'loadedChoosesPriced',
                target: '.unpriced',
                actions: ['learn', 'clearPricing', ...STEP_DEFAULT_ACTIONS],
              },
              { actions: ['learn', ...STEP_DEFAULT_ACTIONS] },
            ],
            'checkout.back': 'products',
          },
          states: {
            unpriced: {
              description: 'No shipping setting chosen yet: nothing to price, no submit.',
              always: { guard: 'canPrice', target: 'pricing' },
            },
            savingAddress: {
              description:
                'Place the order was pressed with a new address: it is saved first, then priced ' +
                'with it and placed if the total stands. A failure keeps every field and places ' +
                'nothing. No submit meanwhile; a choice changed meanwhile lets go of the Place ' +
                'the order.',
              tags: ['busy'],
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({
                  storeId: context.storeId,
                  shipping: context.shipping!,
                  values: context.newAddress ?? {},
                }),
                onDone: {
                  target: 'pricing',
                  actions: [
                    'keepPlace',
                    { type: 'useSavedAddress', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'priced',
                  actions: [
                    { type: 'setError', params: { code: 'ADDRESS_NOT_SAVED' } },
                    {
                      type: 'markNewAddressRefused',
                      params: ({ event }) => ({
                        fields: (event.error as AddressNotSaved | null)?.fields ?? [],
                      }),
                    },
                  ],
                },
              },
            },
            deletingAddress: {
              description:
                'A saved address is being deleted; the price is asked again after, with no submit meanwhile.',
              tags: ['priceMissing'],
              // What a page loads meanwhile is kept; choosing from it waits for the answer.
              on: { 'checkout.loaded': { actions: 'learn' } },
              invoke: {
                id: 'deleteAddress',
                src: 'deleteAddress',
                input: ({ context, event }) => {
                  assertEvent(event, 'checkout.address.delete')
                  return { storeId: context.storeId, addressId: event.addressId }
                },
                onDone: {
                  target: 'unpriced',
                  actions: {
                    type: 'forgetAddress',
                    params: ({ event }) => ({ addressId: event.output }),
                  },
                },
                onError: {
                  target: 'unpriced',
                  actions: { type: 'setError', params: { code: 'ADDRESS_NOT_DELETED' } },
                },
              },
            },
            pricingFailed: {
              description:
                'The price could not be had: no submit until a retry or a change prices it.',
              tags: ['priceMissing'],
              on: {
                'checkout.pricing.retry': 'pricing',
                // A reload aborts the price call in flight, and that failure is what was saved.
                'checkout.resumed': 'pricing',
              },
            },
            pricing: {
              description: 'The price is being asked for; no submit until it answers.',
              tags: ['priceMissing'],
              invoke: {
                id: 'pricing',
                src: 'pricing',
                input: ({ context }) => ({
                  item_ids: [...context.itemIds],
                  shipping_setting_id: context.shipping!.settingId,
                  payment_id: context.payment?.settingId ?? null,
                  address_id: context.addressId,
                }),
                onDone: {
                  target: 'priced',
                  actions: [
                    { type: 'setPricing', params: ({ event }) => event.output },
                    'clearPricingFailure',
                  ],
                },
                onError: [
                  // Place the order was pressed and the new address saved, but no price can be
                  // had (the items may have left the cart by another tab's order): whether an
                  // order exists is read again, as after a lost answer.
                  { guard: 'placeKept', target: '#checkout.verifying', actions: 'forgetPlace' },
                  {
                    target: 'pricingFailed',
                    actions: { type: 'setError', params: { code: 'PRICING_FAILED' } },
                  },
                ],
              },
            },
            priced: {
              description:
                'Amount, shipping fee, payment fee and total shown; the order may be placed (a ' +
                'new address is saved first).',
              // After a new address was saved for Place the order: placed at the total the buyer
              // saw; a total that moved is shown first, and they press again.
              always: [
                {
                  guard: and(['placeKeptAtSameTotal', 'readyToPlace']),
                  target: '#checkout.placing',
                  actions: 'forgetPlace',
                },
                {
                  guard: 'placeKept',
                  actions: [
                    'forgetPlace',
                    {
                      type: 'setError',
                      params: ({ context }) => ({
                        code:
                          context.placeKept === context.pricing?.total_amount
                            ? 'FAILED_TO_CHECKOUT'
                            : 'TOTAL_CHANGED',
                      }),
                    },
                  ],
                },
              ],
              on: {
                'checkout.submit': [
                  { guard: and(['readyToPlace', 'newAddressChosen']), target: 'savingAddress' },
                  { guard: 'readyToPlace', target: '#checkout.placing' },
                ],
              },
            },
          },
        },
      },
    },
    placing: {
      tags: ['busy'],
      description:
        'The checkout call is in flight. Submit is not handled here: a second click orders nothing.',
      entry: 'clearError',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          storeId: context.storeId,
          streamId: context.streamId,
          itemIds: [...context.itemIds],
          shipping: context.shipping!,
          addressId: context.addressId!,
          payment: context.payment!,
          email: context.contact.email?.trim() || null,
          phone: context.contact.phone?.trim() || null,
          buyerName: context.contact.buyerName?.trim() || null,
        }),
        onDone: [
          {
            guard: { type: 'placed', params: ({ event }) => event.output },
            target: 'placed',
            actions: {
              type: 'setOrder',
              params: ({ event }) => ({ orderId: orderIdOf(event.output) }),
            },
          },
          {
            guard: { type: 'itemsChanged', params: ({ event }) => event.output },
            target: '#checkout.building.products',
            actions: [
              {
                type: 'markChanged',
                params: ({ event }) =>
                  event.output.kind === 'itemsChanged' ? event.output.items : [],
              },
              { type: 'setError', params: { code: 'CHECKOUT_ITEMS_STATUS_HAVE_CHANGED' } },
            ],
          },
          {
            guard: { type: 'notInCart', params: ({ event }) => event.output },
            target: 'verifying',
            actions: { type: 'setError', params: { code: 'NOT_FOUND_ITEM_IN_CART' } },
          },
          {
            guard: { type: 'refusedWithReportCode', params: ({ event }) => event.output },
            target: '#checkout.building.shippingAndPayment',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({
                  code: event.output.kind === 'refused' ? event.output.code : 'FAILED_TO_CHECKOUT',
                }),
              },
              {
                type: 'setRefusalReference',
                params: ({ event }) => ({
                  reportCode: (event.output.kind === 'refused' && event.output.reportCode) || '',
                }),
              },
              {
                type: 'reportDecline',
                params: ({ context, event }) => ({
                  storeId: context.storeId,
                  code: event.output.kind === 'refused' ? event.output.code : 'FAILED_TO_CHECKOUT',
                  reportCode: (event.output.kind === 'refused' && event.output.reportCode) || '',
                }),
              },
            ],
          },
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: '#checkout.building.shippingAndPayment',
            actions: [
              {
                type: 'setError',
                params: ({ event }) => ({
                  code: event.output.kind === 'refused' ? event.output.code : 'FAILED_TO_CHECKOUT',
                }),
              },
              {
                type: 'setRefusedFields',
                params: ({ event }) => ({
                  fields: (event.output.kind === 'refused' && event.output.fields) || [],
                }),
              },
            ],
          },
          // unknown: network, 5xx, garbled: the order may exist.
          { target: 'verifying' },
        ],
        onError: 'verifying',
      },
    },
    verifying: {
      tags: ['busy'],
      description:
        'The checkout answer was lost (or the items had already left the cart): re-reads ' +
        'whether the order exists instead of ordering again blindly.',
      invoke: {
        id: 'findPlacedOrder',
        src: 'findPlacedOrder',
        input: ({ context }) => ({ storeId: context.storeId, itemIds: [...context.itemIds] }),
        onDone: [
          {
            guard: { type: 'placed', params: ({ event }) => event.output },
            target: 'placed',
            actions: {
              type: 'setOrder',
              params: ({ event }) => ({ orderId: orderIdOf(event.output) }),
            },
          },
          {
            guard: { type: 'notPlaced', params: ({ event }) => event.output },
            target: '#checkout.building.shippingAndPayment',
            actions: 'failedUnlessKnown',
          },
          { target: 'unresolved' },
        ],
        onError: 'unresolved',
      },
    },
    placed: {
      description:
        'The order exists, as the checkout answered or a re-read found: paid on delivery it is ' +
        'done, else it is paid; an error of the way here (a lost answer) is over.',
      entry: 'clearError',
      always: [{ guard: 'paidOnDelivery', target: 'done' }, { target: 'paying' }],
    },
    unresolved: {
      description:
        'Whether the order exists cannot be told yet (a guest has no order list to look in): no ' +
        'submit; a re-read on request, or back to the cart as it now is.',
      on: {
        'checkout.recheck': 'verifying',
        // Safe: items an order took have left the cart, so they cannot be ordered twice.
        'checkout.back': '#checkout.building.products',
      },
    },
    paying: {
      description:
        'The payment machine pays the order (card, convenience store, PayPay); it is persisted ' +
        'with this one, so a provider round trip resumes here. Submit is not handled. Shown on ' +
        "the shop's confirming step for a method it confirms first, else on the done step.",
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          orderId: context.orderId!,
          // Entered only for a placed order whose method is not paid on delivery.
          method: paymentMethodOf(context)!,
          usualCard: lastUsedOf(context)?.card ?? null,
          allowedPaymentHosts: context.allowedPaymentHosts,
          appOrigin: context.appOrigin,
        }),
        onDone: 'done',
      },
    },
    done: {
      description: 'The order is placed (and paid, or to be paid at the store or on delivery).',
      type: 'final',
    },
  },
})
