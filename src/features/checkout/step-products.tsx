import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Cart, CartItem, StatusChange } from '../../api/schemas/cart'
import { itemsReady } from '../../../machines/checkout/checkout-steps'
import { useGetHttp } from '../shared/use-http'
import { Price } from '../shared/store-price'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { QuantityInput } from '../ui/quantity-input'
import { ChangeNote } from '../shared/change-note'
import { useCheckoutActor, useCheckoutApi } from './checkout-context'
import { useCheckoutErrorMessage } from './checkout-messages'
import { changesByItem } from './item-changes'
import { MAX_ADD_QUANTITY } from '../product/product-rules'
import { categoryOf } from './goods-category'
import { useLeavingStep } from './use-checkout-step'
import { knownItemsOf, useCheckoutKnown } from './use-checkout-known'
import { useFieldMessage } from '../forms/field-messages'
import { checkQuantity, toAsciiDigits } from '../forms/field-rules'
import './checkout.css'
import { reportUnexpected } from '../../api/client/report-unexpected'
import { ProductsSubtotal } from './products-subtotal'
import { isolated } from '../../lib/bidi'

interface RowProps {
  item: CartItem
  selected: boolean
  changes: readonly StatusChange[] | undefined
  busy: boolean
  onToggle: (selected: boolean) => void
  onQuantity: (quantity: number) => void
  onDelete: () => Promise<void>
}

function ItemRow({ item, selected, changes, busy, onToggle, onQuantity, onDelete }: RowProps) {
  const { t } = useLingui()
  const fieldMessage = useFieldMessage()
  const [quantity, setQuantity] = useState(String(item.quantity))
  // The most one line may hold: the per-person limit and what is left, whichever is lower.
  const max = Math.max(
    1,
    Math.min(
      item.buyer_purchasable_limit ?? MAX_ADD_QUANTITY,
      item.sku.available_quantity,
      MAX_ADD_QUANTITY,
    ),
  )
  const problem = checkQuantity(quantity, max)
  const commit = () => {
    if (problem) return
    const wanted = Number(toAsciiDigits(quantity).trim())
    if (wanted !== item.quantity) onQuantity(wanted)
  }
  const problemId = `quantity-problem-${item.id}`
  const name = `${isolated(item.product_name)} ${isolated(item.sku_name)}`
  return (
    <li className="checkout-choice" data-changed={changes ? 'true' : undefined}>
      <input
        type="checkbox"
        checked={selected}
        aria-label={t`Order ${name}`}
        onChange={(event) => onToggle(event.target.checked)}
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
            onChange={(event) => setQuantity(event.target.value)}
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
      <Button variant="ghost" onClick={onDelete} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  )
}

/**
 * Step 2: the cart items of the chosen category and their quantities. Items the server reported
 * changed are marked; the buyer accepts the changes (sync-snapshot) or leaves those items out.
 */
export function StepProducts({ cart }: { cart: Cart }) {
  const actor = useCheckoutActor()
  const router = useRouter()
  const getHttp = useGetHttp()
  const api = useCheckoutApi()
  const { t } = useLingui()
  const checkoutMessage = useCheckoutErrorMessage()
  // A cart call here that failed with no code of the server's (network, 5xx) is about the cart,
  // not about placing the order.
  const errorMessage = (code: string) =>
    code === 'UNKNOWN' ? t`We could not update your cart. Please try again.` : checkoutMessage(code)
  const leaving = useLeavingStep('products')
  useCheckoutKnown({ items: knownItemsOf(cart) })
  const context = useSelector(actor, (s) => s.context)
  const busy = useSelector(
    actor,
    (s) =>
      s.matches({ products: 'updatingQuantity' }) || s.matches({ products: 'acceptingChanges' }),
  )
  const [failure, setFailure] = useState(false)
  const [tried, setTried] = useState(false)

  // After a quantity change or a sync, the cart as the server now has it.
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy) void router.invalidate()
    wasBusy.current = busy
  }, [busy, router])

  const items = cart.items.filter((item) => categoryOf(item) === context.category)
  const changes = changesByItem(cart, context.changedItems)
  const selected = context.itemIds.filter((id) => items.some((item) => item.id === id))

  const select = (itemIds: number[]) => actor.send({ type: 'checkout.items.select', itemIds })
  const changedSelected = selected.filter((id) => changes.has(id))

  const accept = async () => {
    setFailure(false)
    if (context.changedItems.some((item) => selected.includes(item.cart_item_id))) {
      actor.send({ type: 'checkout.changes.accept' })
      return
    }
    // Changes the cart shows that no checkout has reported yet: accepted straight away.
    try {
      await api.syncSnapshot(await getHttp(), context.storeId, { ids: changedSelected })
      await router.invalidate()
    } catch (error) {
      reportUnexpected(error, { source: 'products step', action: 'accept changes' })
      setFailure(true)
    }
  }

  const remove = async (item: CartItem) => {
    setFailure(false)
    try {
      await api.deleteCartItem(await getHttp(), item.id)
      select(context.itemIds.filter((id) => id !== item.id))
      await router.invalidate()
    } catch (error) {
      reportUnexpected(error, { source: 'products step', action: 'remove item' })
      setFailure(true)
    }
  }

  const ready = itemsReady(context) && changedSelected.length === 0
  const next = () => {
    setTried(true)
    if (ready) actor.send({ type: 'checkout.next' })
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-products-title">
      <h2 id="checkout-products-title">
        <Trans>Choose the items to order</Trans>
      </h2>
      {context.error && <Alert tone="danger">{errorMessage(context.error)}</Alert>}
      {failure && (
        <Alert tone="danger">
          <Trans>We could not update your cart. Please try again.</Trans>
        </Alert>
      )}
      {items.length === 0 ? (
        <p>
          <Trans>There are no items of this kind in your cart.</Trans>
        </p>
      ) : (
        <ul className="checkout-choices">
          {items.map((item) => (
            <ItemRow
              // Keyed by quantity too: the server's quantity after an update (or a sync lowering
              // it) replaces what was typed.
              key={`${item.id}:${item.quantity}`}
              item={item}
              selected={selected.includes(item.id)}
              changes={changes.get(item.id)}
              busy={busy}
              onToggle={(on) =>
                select(
                  on
                    ? [...context.itemIds, item.id]
                    : context.itemIds.filter((id) => id !== item.id),
                )
              }
              onQuantity={(quantity) =>
                actor.send({ type: 'checkout.item.quantity', itemId: item.id, quantity })
              }
              onDelete={() => remove(item)}
            />
          ))}
        </ul>
      )}
      <ProductsSubtotal ticked={items.filter((item) => selected.includes(item.id))} />
      {changedSelected.length > 0 && (
        <Alert
          tone="warning"
          action={
            <Button variant="secondary" loading={busy} onClick={accept}>
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
      {tried && !ready && changedSelected.length === 0 && (
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
        <Button loading={leaving} onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  )
}
