/** The two brand looks; each is a set of CSS custom properties under `[data-brand]` (tokens.css). */
export const BRANDS = ['live', 'marketplace'] as const
export type BrandLook = (typeof BRANDS)[number]
