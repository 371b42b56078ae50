import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '../../api/schemas/common'
import type { Sku } from '../../api/schemas/sku'
import { Price } from '../shared/store-price'
import { isSkuSoldOut } from './product-rules'

function SkuOption({
  sku,
  currency,
  checked,
  onChoose,
}: {
  sku: Sku
  currency: Currency
  checked: boolean
  onChoose: (sku: Sku) => void
}) {
  const soldOut = isSkuSoldOut(sku)
  const left = sku.salable_quantity
  const limit = sku.salable_limit
  const noteId = `product-detail-sku-${sku.id}-note`
  return (
    <label className={`product-detail__sku${soldOut ? ' product-detail__sku--off' : ''}`}>
      <input
        type="radio"
        name="sku"
        value={sku.id}
        checked={checked}
        disabled={soldOut}
        aria-describedby={noteId}
        onChange={() => onChoose(sku)}
      />
      <span className="product-detail__sku-name">
        <bdi>{sku.name}</bdi>
      </span>
      <span className="product-detail__sku-price">
        <Price amount={sku.price} currency={currency} />
      </span>
      <span id={noteId} className="product-detail__sku-note">
        {soldOut ? (
          <Trans>Sold out: none left to sell</Trans>
        ) : left > 0 ? (
          <Trans>{left} left</Trans>
        ) : (
          // In stock but not for sale now (outside the sale window, or not supplied).
          <Trans>Not for sale right now</Trans>
        )}
        {limit !== null && !soldOut && (
          <>
            {' · '}
            <Trans>Up to {limit} per person</Trans>
          </>
        )}
      </span>
    </label>
  )
}

/** The SKUs as one radio group: arrow keys move between them, sold-out ones cannot be chosen. */
export function ProductSkuChoice({
  skus,
  currency,
  chosenId,
  onChoose,
}: {
  skus: Sku[]
  /** The store's: yen in the marketplace, yen or Taiwan dollars in the live shop. */
  currency: Currency
  chosenId: number | undefined
  onChoose: (sku: Sku) => void
}) {
  const { t } = useLingui()
  return (
    <fieldset className="product-detail__skus">
      <legend>{t`Choose an option`}</legend>
      {skus.map((sku) => (
        <SkuOption
          key={sku.id}
          sku={sku}
          currency={currency}
          checked={sku.id === chosenId}
          onChoose={onChoose}
        />
      ))}
    </fieldset>
  )
}
