import { useLingui } from '@lingui/react/macro'
import { StillLoading } from '../ui/still-loading'
import './product-detail.css'

/**
 * The product page's shape while its data is on the way: the picture's square and the lines of
 * text keep their place, so the page does not jump when the product arrives.
 */
export function ProductDetailLoading() {
  const { t } = useLingui()
  return (
    <>
      {/* Above the picture's square, so a phone sees it without scrolling. */}
      <StillLoading />
      <div className="product-detail" role="status" aria-busy="true" aria-label={t`Loading`}>
        <div className="product-detail__image" />
        <div className="product-detail__body">
          <div className="product-detail__bone product-detail__bone--title" />
          <div className="product-detail__bone product-detail__bone--short" />
          <div className="product-detail__bone product-detail__bone--block" />
          <div className="product-detail__bone product-detail__bone--button" />
        </div>
      </div>
    </>
  )
}
