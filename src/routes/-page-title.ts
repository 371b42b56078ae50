import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { brandOfPath } from '../i18n/resolve-locale'
import type { BrandLook } from '../features/ui/brand-look'

/** What a title reads of the matched routes; the router's matches have more. */
interface TitleMatch {
  routeId: string
  pathname: string
  staticData: { brand?: BrandLook }
  context?: unknown
  loaderData?: unknown
}

interface TitleContext {
  matches: readonly TitleMatch[]
}

const BRAND_NAMES: Record<BrandLook | 'none', MessageDescriptor> = {
  live: msg`17shop`,
  marketplace: msg`17shop Marketplace`,
  none: msg`17shop`,
}

const SEPARATOR = ' | '

const nameOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('name' in value)) return undefined
  return typeof value.name === 'string' && value.name !== '' ? value.name : undefined
}

/**
 * The store a page belongs to: a marketplace store is the store route's data, a live store the
 * live guard's (the route context's `store`).
 */
function storeNameOf(matches: readonly TitleMatch[]): string | undefined {
  const marketplace = matches.find((match) => match.routeId === '/stores/$storeSlug')
  if (marketplace) return nameOf(marketplace.loaderData)
  const context = matches.at(-1)?.context
  return typeof context === 'object' && context !== null && 'store' in context
    ? nameOf(context.store)
    : undefined
}

/** The brand as the header names it: the deepest route's declared look, else the path's. */
function brandOf(matches: readonly TitleMatch[]): BrandLook | 'none' {
  const declared = [...matches].reverse().find((match) => match.staticData.brand)
  return declared?.staticData.brand ?? brandOfPath(matches.at(-1)?.pathname ?? '/')
}

/**
 * A page's title, most particular first, so tabs and history tell pages apart by their start:
 * the page, the store it belongs to, the brand ("Blue mug | Sakura Select | 17shop Marketplace").
 * A page that is the store's own (its top) gives no name of its own.
 */
export function pageTitle(matches: readonly TitleMatch[], page: string | undefined): string {
  const store = storeNameOf(matches)
  const parts = [page, store, i18n._(BRAND_NAMES[brandOf(matches)])]
  return parts.filter((part) => part !== undefined && part !== '').join(SEPARATOR)
}

/**
 * A route's `head` from its page's name, which its data gives (a product's, an order's): the
 * router runs `head` after each navigation's guards and loaders (a language switch is one), so
 * the words and the store's name are those of the page as it is now.
 */
export function pageHead(matches: readonly TitleMatch[], page: string | undefined) {
  return { meta: [{ title: pageTitle(matches, page) }] }
}

/** A route's `head` for a page of a fixed name (a message), in the language being shown. */
export function titled(page?: MessageDescriptor) {
  return ({ matches }: TitleContext) => pageHead(matches, page && i18n._(page))
}
