import { Trans, useLingui } from '@lingui/react/macro'
import { RouteTab, RouteTabs } from '../ui/route-tabs'

/** /17shop/seller/products: the stream's products (default) and the whole shop's. */
export function SellerProductsTabs() {
  const { t } = useLingui()
  return (
    <RouteTabs label={t`Product lists`}>
      <RouteTab to="/17shop/seller/products/stream-products" search={true}>
        <Trans>Stream products</Trans>
      </RouteTab>
      <RouteTab to="/17shop/seller/products/shop-products" search={true}>
        <Trans>Shop products</Trans>
      </RouteTab>
    </RouteTabs>
  )
}

/** /17shop/seller/stream-products: products to add (default) and those already in the stream. */
export function StreamEditorTabs() {
  const { t } = useLingui()
  return (
    <RouteTabs label={t`Stream product lists`}>
      <RouteTab to="/17shop/seller/stream-products/unselected" search={true}>
        <Trans>Not in the stream</Trans>
      </RouteTab>
      <RouteTab to="/17shop/seller/stream-products/selected" search={true}>
        <Trans>In the stream</Trans>
      </RouteTab>
    </RouteTabs>
  )
}
