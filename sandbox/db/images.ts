/**
 * Image URLs of seeded rows. The sandbox serves them itself (sandbox/http/image-routes.ts), so
 * nothing outside this machine is needed. Paths are origin-relative; see `absoluteImageUrl`.
 */
export const IMAGE_PREFIX = '/__sandbox/images/'

export const productImageUrl = (productId: number, n: number) =>
  `${IMAGE_PREFIX}product-${productId}-${n}.svg`
export const storeImageUrl = (storeId: number, kind: 'cover' | 'avatar') =>
  `${IMAGE_PREFIX}store-${storeId}-${kind}.svg`
export const userAvatarUrl = (userId: number) => `${IMAGE_PREFIX}user-${userId}-avatar.svg`

/** Image row ids of a product: product id * 100 + n, so they never collide across products. */
export const productImageId = (productId: number, n: number) => productId * 100 + n
