import { useLingui } from '@lingui/react/macro'
import type { Product } from '../../api/schemas/product'
import { isolated } from '../../lib/bidi'

/**
 * The product's pictures, cover first. Each sits in a square box reserved before it loads, so
 * the page does not jump; only the cover loads eagerly (it is what the visitor sees first).
 */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useLingui()
  const images = [...product.images].sort(
    (a, b) => Number(b.id === product.cover_image_id) - Number(a.id === product.cover_image_id),
  )
  const name = isolated(product.name)
  if (images.length === 0) return <div className="product-detail__image" aria-hidden="true" />
  return (
    // Focusable, so the sideways scroll also works from the keyboard.
    <ul className="product-detail__gallery" aria-label={t`Pictures of ${name}`} tabIndex={0}>
      {images.map((image, index) => {
        const position = index + 1
        return (
          <li key={image.id} className="product-detail__image">
            <img
              src={image.url}
              alt={t`${name}, picture ${position}`}
              width={480}
              height={480}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        )
      })}
    </ul>
  )
}
