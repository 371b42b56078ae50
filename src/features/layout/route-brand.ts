import { useLayoutEffect } from 'react'
import { useLocation, useMatches } from '@tanstack/react-router'
import { brandOfPath } from '../../i18n/resolve-locale'
import type { BrandLook } from '../ui/brand-look'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Overrides the brand look the path implies (/17shop: live, /stores: marketplace). */
    brand?: BrandLook
  }
}

/**
 * The brand of the current page: the deepest route that declares `staticData.brand`, else the
 * path (the same rule that picks each brand's default locale), else none: the neutral look that
 * `:root` carries, used by error pages and the playground.
 */
export function useRouteBrand(): BrandLook | undefined {
  const declared = useMatches({
    select: (matches) =>
      [...matches].reverse().find((match) => match.staticData.brand !== undefined)?.staticData
        .brand,
  })
  const pathname = useLocation({ select: (location) => location.pathname })
  if (declared) return declared
  const fromPath = brandOfPath(pathname)
  return fromPath === 'none' ? undefined : fromPath
}

/**
 * Puts the brand on `<html data-brand>` so everything, the body background and the global
 * loading overlay included, takes its look. A layout effect, so no frame paints the old brand.
 */
export function useDocumentBrand(brand: BrandLook | undefined): void {
  useLayoutEffect(() => {
    const root = document.documentElement
    if (brand) root.dataset.brand = brand
    else delete root.dataset.brand
  }, [brand])
}
