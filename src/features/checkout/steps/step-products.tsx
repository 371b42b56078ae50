import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Cart, CartItem, StatusChange } from '../../../api/schemas/cart'
import { changedTicked, itemChanges } from '../../../../machines/checkout/checkout-steps'
import { Price } from '../../shared/store-price'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { QuantityInput } from '../../ui/quantity-input'
import { ChangeNote } from '../../shared/change-note'
import { useCheckoutActor } from '../actor/checkout-context'
import { useCheckoutErrorMessage } from '../actor/checkout-messages'
import { MAX_ADD_QUANTITY } from '../../product/product-rules'
import { categoryOf } from './goods-category'
import { useLeavingStep } from './use-checkout-step'
import { knownItemsOf, useCheckoutKnown } from '../actor/use-checkout-known'
import { useFieldMessage } from '../../forms/field-messages'
import { checkQuantity, toAsciiDigits } from '../../forms/field-rules'
import '../checkout.css'
import { ProductsSubtotal } from './products-subtotal'
import { isolated } from '../../../lib/bidi'
import { WindowedList } from '../../ui/windowed-list'

/**
 * A line's height before it is drawn, in px: name, option, price and quantity box as a phone
 * draws them. Off by a few px a line, the lines measured as the buyer scrolls would move Next.
 */
const LINE_HEIGHT = 156

interface RowProps {
  item: CartItem
  /** What is in the box: the cart's quantity, or what the buyer typed over it. */
  quantity: string
  selected: boolean
  changes: readonly StatusChange[] | undefined
  busy: boolean
  // The same functions for every row and every render, so ticking one line redraws that line only.
  onToggle: (itemId: number, selected: boolean) => void
  /** What was typed, over the cart quantity the box showed. */
  onType: (itemId: number, quantity: string, over: number) => void
  onQuantity: (itemId: number, quantity: number) => void
  onDelete: (itemId: number) => void
}

/** The most one line may hold: the per-person limit and what is left, whichever is lower. */
const maxOf = (item: CartItem) =>
  Math.max(
    1,
    Math.min(
      item.buyer_purchasable_limit ?? MAX_ADD_QUANTITY,
      item.sku.available_quantity,
      MAX_ADD_QUANTITY,
    ),
  )

/** What the buyer typed in one box, over which cart quantity, and whether it went to be saved. */
interface Draft {
  text: string
  over: number
  sent?: boolean
}

/** The drafts not yet sent to be saved. */
const unsent = (drafts: Record<number, Draft>) =>
  Object.fromEntries(Object.entries(drafts).filter(([, draft]) => !draft.sent))

/** A typed quantity to save: well formed and not what the cart already holds; else null. */
function typedQuantity(item: CartItem, typed: string): number | null {
  if (checkQuantity(typed, maxOf(item))) return null
  const wanted = Number(toAsciiDigits(typed).trim())
  return wanted === item.quantity ? null : wanted
}

const ItemRow = memo(function ItemRow(props: RowProps) {
  const { item, quantity, selected, changes, busy, onToggle, onType, onQuantity, onDelete } = props
  const { t } = useLingui()
  const fieldMessage = useFieldMessage()
  const max = maxOf(item)
  const problem = checkQuantity(quantity, max)
  const commit = () => {
    const wanted = typedQuantity(item, quantity)
    if (wanted !== null) onQuantity(item.id, wanted)
  }
  const problemId = `quantity-problem-${item.id}`
  const name = `${isolated(item.product_name)} ${isolated(item.sku_name)}`
  return (
    <>
      <input
        type="checkbox"
        checked={selected}
        aria-label={t`Order ${name}`}
        onChange={(event) => onToggle(item.id, event.target.checked)}
      />
      <div className="checkout-choice__body">
        <span>
          <bdi>{item.product_name}</bdi>
        </span>
        <span className="checkout-choice__note">
          <bdi>{item.sku_name}</bdi>
        </span>
        <span>
          <Price amount={item.price} />
        </span>
        {changes && (
          <ul className="checkout-choice__changes" aria-label={t`Changes to ${name}`}>
            {changes.map((change) => (
              <li key={change}>
                <ChangeNote change={change} />
              </li>
            ))}
          </ul>
        )}
        <label className="checkout-choice__note">
          <Trans>Quantity</Trans>{' '}
          <QuantityInput
            value={quantity}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            disabled={busy}
            onChange={(event) => onType(item.id, event.target.value, item.quantity)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit()
            }}
          />
        </label>
        {problem && (
          <span id={problemId} className="checkout-choice__problem">
            {fieldMessage(problem, { max })}
          </span>
        )}
      </div>
      <Button variant="ghost" onClick={() => onDelete(item.id)} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </Button>
    </>
  )
})

/**
 * Step 2: the cart items of the chosen category and their quantities. Items the server reported
 * changed are marked; the buyer accepts the changes (sync-snapshot) or leaves those items out.
 */
export function StepProducts({ cart }: { cart: Cart }) {
  const actor = useCheckoutActor()
  const router = useRouter()
  const { t } = useLingui()
  const checkoutMessage = useCheckoutErrorMessage()
  // A cart call here that failed with no code of the server's (network, 5xx) is about the cart,
  // not about placing the order.
  const errorMessage = (code: string) =>
    code === 'UNKNOWN' ? t`We could not update your cart. Please try again.` : checkoutMessage(code)
  const leaving = useLeavingStep('products')
  const loadedItems = useMemo(() => knownItemsOf(cart), [cart])
  useCheckoutKnown(useMemo(() => ({ items: loadedItems }), [loadedItems]))
  // Only what this step shows, each on its own: a tick changes the ticked ids and nothing else.
  const category = useSelector(actor, (s) => s.context.category)
  const itemIds = useSelector(actor, (s) => s.context.itemIds)
  const knownItems = useSelector(actor, (s) => s.context.known?.items)
  const changedItems = useSelector(actor, (s) => s.context.changedItems)
  const error = useSelector(actor, (s) => s.context.error)
  const nextKept = useSelector(actor, (s) => s.context.nextKept === true)
  const changedSelected = useSelector(actor, (s) => changedTicked(s.context).length > 0)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canNext = useSelector(actor, (s) => s.can({ type: 'checkout.next' }))
  const canAccept = useSelector(actor, (s) => s.can({ type: 'checkout.changes.accept' }))
  const [tried, setTried] = useState(false)
  // What the buyer typed in a box, over the cart's quantity it was typed over (a new cart
  // quantity, after a save or a sync, replaces it), and whether it has been sent to be saved.
  const [typed, setTyped] = useState<Record<number, Draft>>({})
  const quantityOf = (item: CartItem) => {
    const draft = typed[item.id]
    return draft && draft.over === item.quantity ? draft.text : String(item.quantity)
  }

  // After a cart change, the cart as the server now has it.
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy) void router.invalidate()
    wasBusy.current = busy
  }, [busy, router])

  // A quantity the server refused goes back to the cart's, as a refused toggle does: the box shows
  // what Next would order, beside the error, and Next does not send the refused quantity again.
  useEffect(() => {
    let saving = actor.getSnapshot().hasTag('busy')
    const subscription = actor.subscribe((snapshot) => {
      const stillSaving = snapshot.hasTag('busy')
      if (saving && !stillSaving && snapshot.context.error) setTyped(unsent)
      saving = stillSaving
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const items = useMemo(
    () => cart.items.filter((item) => categoryOf(item) === category),
    [cart, category],
  )
  // Marked as the machine knows the cart, or as this page loaded it until the machine hears.
  const changes = useMemo(
    () => itemChanges({ known: { items: knownItems ?? loadedItems }, changedItems }),
    [knownItems, loadedItems, changedItems],
  )
  const ticked = useMemo(() => new Set(itemIds), [itemIds])
  const tickedItems = useMemo(() => items.filter((item) => ticked.has(item.id)), [items, ticked])

  // Read from the machine when pressed, so each stays one function for every row.
  const toggle = useCallback(
    (itemId: number, on: boolean) => {
      const now = actor.getSnapshot().context.itemIds
      actor.send({
        type: 'checkout.items.select',
        itemIds: on ? [...now, itemId] : now.filter((id) => id !== itemId),
      })
    },
    [actor],
  )
  const type = useCallback(
    (itemId: number, text: string, over: number) =>
      setTyped((drafts) => ({ ...drafts, [itemId]: { text, over } })),
    [],
  )
  const sendQuantity = useCallback(
    (itemId: number, quantity: number) => {
      setTyped((drafts) => {
        const draft = drafts[itemId]
        return draft ? { ...drafts, [itemId]: { ...draft, sent: true } } : drafts
      })
      actor.send({ type: 'checkout.item.quantity', itemId, quantity })
    },
    [actor],
  )
  const remove = useCallback(
    (itemId: number) => actor.send({ type: 'checkout.item.remove', itemId }),
    [actor],
  )

  const next = () => {
    setTried(true)
    // A quantity typed but not yet saved (the box kept focus, or its save is what this press
    // started) goes first: the machine keeps Next until the save settles.
    for (const item of items) {
      // A line nobody typed in holds the cart's quantity: nothing to save (a long cart skips it).
      if (!typed[item.id]) continue
      const wanted = typedQuantity(item, quantityOf(item))
      if (wanted !== null) sendQuantity(item.id, wanted)
    }
    actor.send({ type: 'checkout.next' })
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-products-title">
      <h2 id="checkout-products-title">
        <Trans>Choose the items to order</Trans>
      </h2>
      {error && <Alert tone="danger">{errorMessage(error)}</Alert>}
      {items.length === 0 ? (
        <p>
          <Trans>There are no items of this kind in your cart.</Trans>
        </p>
      ) : (
        // A cart of thousands draws the lines near the screen only (docs/budgets.md#growth).
        <WindowedList
          className="checkout-choices"
          itemClassName={() => 'checkout-choice'}
          label={t`Items in your cart`}
          items={items}
          itemKey={(item) => item.id}
          estimateSize={LINE_HEIGHT}
          renderItem={(item) => (
            <ItemRow
              // Keyed by quantity too: the server's quantity after an update (or a sync lowering
              // it) replaces what was typed.
              key={item.quantity}
              item={item}
              quantity={quantityOf(item)}
              selected={ticked.has(item.id)}
              changes={changes.get(item.id)}
              busy={busy}
              onToggle={toggle}
              onType={type}
              onQuantity={sendQuantity}
              onDelete={remove}
            />
          )}
        />
      )}
      <ProductsSubtotal ticked={tickedItems} />
      {changedSelected && (
        <Alert
          tone="warning"
          action={
            <Button
              variant="secondary"
              loading={busy}
              unavailable={!canAccept && !busy}
              onClick={() => actor.send({ type: 'checkout.changes.accept' })}
            >
              <Trans>Accept the changes</Trans>
            </Button>
          }
        >
          <Trans>
            Some chosen items changed since you added them. Accept the changes, or leave those items
            out.
          </Trans>
        </Alert>
      )}
      {tried && !canNext && !changedSelected && (
        <Alert tone="warning">
          <Trans>Choose at least one item.</Trans>
        </Alert>
      )}
      <div className="checkout-actions">
        <Button
          variant="secondary"
          disabled={leaving}
          onClick={() => actor.send({ type: 'checkout.back' })}
        >
          <Trans>Back</Trans>
        </Button>
        {/* Not refused while a cart change is saved: the machine keeps the press for after. */}
        <Button loading={leaving || nextKept} onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  )
}
