import { i18n, type Messages } from '@lingui/core'
import { setDateLocale } from '../lib/date-locale'
import { DAYJS_LOCALE, type Locale } from './locales'

// Catalogs are .po files compiled by Lingui's Vite plugin and loaded on demand, one chunk each.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  ja: () => import('../../locales/ja.po'),
  'zh-TW': () => import('../../locales/zh-TW.po'),
}

/** Loads the locale's catalog, activates it and makes `<html lang>` and the dates follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  setDateLocale(DAYJS_LOCALE[locale])
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export { i18n }
