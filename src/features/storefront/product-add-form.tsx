import { useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { isApiError } from '../../api/client/results'
import type { Product } from '../../api/schemas/product'
import type { Sku } from '../../api/schemas/sku'
import { selectAgeStatus } from '../visitor/visitor-selectors'
import { ensureGuestSession, GuestSessionError } from '../visitor/visitor-wait'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ButtonLink } from '../ui/button-link'
import { TextField } from '../ui/text-field'
import { showToast } from '../ui/toast-store'
import { AddBlockReason, AddCartError } from './product-add-messages'
import { ProductAgeQuestion } from './product-age-question'
import { addBlockOf, clampQuantity, firstChoosableSku, maxQuantity } from './product-rules'
import { ProductSkuChoice } from './product-sku-choice'

type Added = { added: number; requested: number }

/** What the last add did, with the way on to the checkout. */
function AddedNote({
  added: { added, requested },
  storeSlug,
}: {
  added: Added
  storeSlug: string
}) {
  return (
    <Alert
      tone="success"
      action={
        <ButtonLink to="/stores/$storeSlug/marketplace/checkout" params={{ storeSlug }}>
          <Trans>Go to checkout</Trans>
        </ButtonLink>
      }
    >
      {added < requested ? (
        <Trans>
          {added} of {requested} added to your cart.
        </Trans>
      ) : (
        <Trans>{added} added to your cart.</Trans>
      )}
    </Alert>
  )
}

/**
 * Choose a SKU and a quantity, answer the age question when the product asks, and add to the cart.
 * A refusal shows next to the button and the form keeps what was chosen.
 */
export function ProductAddForm({
  product,
  storeSlug,
  visitor,
}: {
  product: Product
  storeSlug: string
  visitor: VisitorActorRef
}) {
  const { t } = useLingui()
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const ageStatus = useSelector(visitor, selectAgeStatus)
  const [sku, setSku] = useState<Sku | undefined>(() => firstChoosableSku(product))
  const [quantityText, setQuantityText] = useState('1')
  const [ageAnswer, setAgeAnswer] = useState<boolean | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [added, setAdded] = useState<Added | undefined>(undefined)

  const status = ageAnswer === false ? 'underage' : ageStatus
  const block = addBlockOf(product, sku, { status, confirmedAdult: ageAnswer === true })
  const max = sku ? maxQuantity(sku) : 1

  const choose = (next: Sku) => {
    setSku(next)
    setQuantityText(String(clampQuantity(Number(quantityText), maxQuantity(next))))
    setError(undefined)
  }

  const add = async () => {
    if (!sku || block) return
    const quantity = clampQuantity(Number(quantityText), max)
    setQuantityText(String(quantity))
    setError(undefined)
    setAdded(undefined)
    try {
      // Carts belong to a guest or a member: a first-time visitor becomes a guest here.
      await ensureGuestSession(visitor)
      const { addToCart } = await import('../../api/marketplace-v2/cart')
      const result = await addToCart(await getHttp(), { id: sku.id, quantity })
      if (!result.ok) return setError(result.kind === 'http' ? result.error.code : 'UNKNOWN')
      const { added_quantity: count, request_quantity: requested } = result.data
      setAdded({ added: count, requested })
      if (count === 0)
        showToast(t`Nothing was added: your cart already holds the most it may of this option.`, {
          tone: 'warning',
        })
      else if (count < requested)
        showToast(t`Only ${count} of ${requested} were added to your cart.`, { tone: 'warning' })
      else showToast(t`Added ${count} to your cart.`, { tone: 'success' })
    } catch (caught) {
      const network =
        (caught instanceof GuestSessionError && caught.code === 'NETWORK') ||
        (isApiError(caught) && caught.failure.kind === 'network')
      setError(network ? 'NETWORK' : 'UNKNOWN')
      if (!(caught instanceof GuestSessionError) && !isApiError(caught)) throw caught
    }
  }

  return (
    <form
      className="product-detail__form"
      aria-label={t`Add to cart`}
      onSubmit={(event) => event.preventDefault()}
    >
      <ProductSkuChoice skus={product.skus} chosenId={sku?.id} onChoose={choose} />
      <TextField
        label={t`Quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={quantityText}
        description={t`1 to ${max}`}
        onChange={(event) => setQuantityText(event.target.value)}
        onBlur={() => setQuantityText(String(clampQuantity(Number(quantityText), max)))}
      />
      {block === 'age-question' ? (
        <ProductAgeQuestion onAnswer={setAgeAnswer} />
      ) : (
        <>
          <Button
            type="submit"
            onClick={add}
            disabled={block !== null}
            aria-describedby={block ? 'product-detail-why' : undefined}
          >
            <Trans>Add to cart</Trans>
          </Button>
          {block && (
            <p id="product-detail-why" className="product-detail__why">
              <AddBlockReason block={block} />
            </p>
          )}
        </>
      )}
      {error && (
        <Alert tone="danger">
          <AddCartError code={error} />
        </Alert>
      )}
      {added && added.added > 0 && <AddedNote added={added} storeSlug={storeSlug} />}
    </form>
  )
}
