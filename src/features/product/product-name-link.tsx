import { Link } from '@tanstack/react-router'

/**
 * A product's name as the link to its page on the liver's storefront, saying which tab it came
 * from; the link's ids (post, stream) and the shop tab's search travel along for the way back.
 */
export function ProductNameLink({
  product,
  liverId,
  from,
}: {
  product: { id: number; name: string }
  liverId: string
  from: 'stream' | 'shop'
}) {
  return (
    <Link
      className="live-product-card__link"
      to="/17shop/buyer/livers/$liverId/products/$productId"
      params={{ liverId, productId: String(product.id) }}
      search={(previous) => ({ ...previous, from })}
    >
      <bdi>{product.name}</bdi>
    </Link>
  )
}
