import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { Product } from '../../api/schemas/product'
import type { Store } from '../../api/schemas/store'
import type { Sku } from '../../api/schemas/sku'
import { selectAgeStatus } from '../visitor/visitor-selectors'
import { ensureGuestSession, GuestSessionError } from '../visitor/visitor-wait'
import { addOutcomeOf } from '../product/add-outcome'
import { ProductBuyForm, type AddOutcome } from '../product/product-buy-form'
import { ButtonLink } from '../ui/button-link'
import { MARKETPLACE_CURRENCY } from '../shared/store-price'
import { cartChanged } from './cart-count'

/**
 * The marketplace's add to cart: a first-time visitor becomes a guest (carts belong to a guest
 * or a member), then the v2 add-cart call.
 */
export function ProductAddForm({
  product,
  store,
  visitor,
}: {
  product: Product
  store: Store
  visitor: VisitorActorRef
}) {
  const getHttp = useRouteContext({ from: '__root__', select: (context) => context.getHttp })
  const ageStatus = useSelector(visitor, selectAgeStatus)

  const add = async (sku: Sku, quantity: number): Promise<AddOutcome> => {
    try {
      await ensureGuestSession(visitor)
    } catch (caught) {
      if (!(caught instanceof GuestSessionError)) throw caught
      // The visitor machine reported how the guest session failed; the buyer is told here.
      return { ok: false, code: caught.code === 'NETWORK' ? 'NETWORK' : 'UNKNOWN' }
    }
    const { addToCart } = await import('../../api/marketplace-v2/cart')
    const outcome = await addOutcomeOf(async () =>
      addToCart(await getHttp(), { id: sku.id, quantity }),
    )
    // The header's count, read again rather than added to, so it is the cart's own (every tab's).
    if (outcome.ok) void cartChanged(getHttp, { shop: 'marketplace', storeId: store.id })
    return outcome
  }

  return (
    <ProductBuyForm
      product={product}
      currency={MARKETPLACE_CURRENCY}
      ageStatus={ageStatus}
      add={add}
      checkoutAction={
        <ButtonLink to="/stores/$storeSlug/marketplace/checkout" params={{ storeSlug: store.slug }}>
          <Trans>Go to checkout</Trans>
        </ButtonLink>
      }
    />
  )
}
