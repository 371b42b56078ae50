import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** A bought or to-be-bought line: names as the seller wrote them (text), price and quantity. */
export function ItemLine({
  productName,
  skuName,
  price,
  quantity,
  note,
}: {
  productName: string
  skuName: string
  /** Already formatted in the order's or store's currency. */
  price: string
  quantity: number
  note?: ReactNode
}) {
  return (
    <li className="live-item-line">
      <span className="live-item-line__name">
        {productName}
        <span className="live-item-line__detail">{skuName}</span>
        {note}
      </span>
      <span className="live-item-line__amount">
        {price}
        <span className="live-item-line__detail">
          <Trans>Qty {quantity}</Trans>
        </span>
      </span>
    </li>
  )
}
