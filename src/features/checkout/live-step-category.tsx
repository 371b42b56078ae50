import { Trans } from '@lingui/react/macro'
import type { Cart } from '../../api/schemas/cart'
import { StepCategory } from './step-category'
import { ButtonLink } from '../ui/button-link'

/** Step 1 of either live checkout: the cart's categories, and the way back to the liver's shop. */
export function LiveStepCategory({
  cart,
  search,
}: {
  cart: Cart
  search: { liver_id?: string | number }
}) {
  const liverId = search.liver_id
  return (
    <StepCategory
      cart={cart}
      shopLink={
        liverId !== undefined && (
          <ButtonLink to="/17shop/buyer/livers/$liverId" params={{ liverId: String(liverId) }}>
            <Trans>See the liver's products</Trans>
          </ButtonLink>
        )
      }
    />
  )
}
