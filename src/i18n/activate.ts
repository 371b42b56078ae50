import { i18n, type Messages } from '@lingui/core'
import { setDateLocale } from '../lib/date-locale'
import { DAYJS_LOCALE, type Locale } from './locales'

type Loader = () => Promise<{ messages: Messages }>

/**
 * Catalogs are .po files compiled by Lingui's Vite plugin, one per area and locale (see
 * lingui.config.ts), each its own chunk: a page loads the shell's messages and its area's only.
 */
const catalogs = {
  shell: {
    en: () => import('../../locales/en.po'),
    ja: () => import('../../locales/ja.po'),
    'zh-TW': () => import('../../locales/zh-TW.po'),
  },
  marketplace: {
    en: () => import('../../locales/marketplace/en.po'),
    ja: () => import('../../locales/marketplace/ja.po'),
    'zh-TW': () => import('../../locales/marketplace/zh-TW.po'),
  },
  live: {
    en: () => import('../../locales/live/en.po'),
    ja: () => import('../../locales/live/ja.po'),
    'zh-TW': () => import('../../locales/live/zh-TW.po'),
  },
  purchase: {
    en: () => import('../../locales/purchase/en.po'),
    ja: () => import('../../locales/purchase/ja.po'),
    'zh-TW': () => import('../../locales/purchase/zh-TW.po'),
  },
  playground: {
    en: () => import('../../locales/playground/en.po'),
    ja: () => import('../../locales/playground/ja.po'),
    'zh-TW': () => import('../../locales/playground/zh-TW.po'),
  },
} satisfies Record<string, Record<Locale, Loader>>

export type CatalogArea = keyof typeof catalogs

/** The areas the visitor has opened: a language switch reloads each of them. */
const wanted = new Set<CatalogArea>(['shell'])
const loading = new Map<string, Promise<void>>()

function load(area: CatalogArea, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`
  let done = loading.get(key)
  if (!done) {
    done = catalogs[area][locale]().then(({ messages }) => i18n.load(locale, messages))
    // A failed chunk may be fetched again on the next try.
    done.catch(() => loading.delete(key))
    loading.set(key, done)
  }
  return done
}

/** The locale being activated, set before its catalogs load. */
let chosen: Locale | undefined

/**
 * The language the visitor is shown, known before its messages have loaded: API calls started
 * while they load (the first page's) ask for answers in it, as every later call does.
 */
export function chosenLocale(): string {
  return chosen ?? i18n.locale
}

/** Loads the locale's catalogs, activates it and makes `<html lang>` and the dates follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  chosen = locale
  if (i18n.locale === locale) return
  // An area asked for while these load is loaded too, before the switch.
  let areas: CatalogArea[]
  do {
    areas = [...wanted]
    await Promise.all(areas.map((area) => load(area, locale)))
  } while (wanted.size !== areas.length)
  i18n.activate(locale)
  setDateLocale(DAYJS_LOCALE[locale])
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** A route of an area awaits this before its pages render (in beforeLoad or its loader). */
export async function ensureCatalog(area: CatalogArea): Promise<void> {
  wanted.add(area)
  if (i18n.locale) await load(area, i18n.locale as Locale)
}

export { i18n }
