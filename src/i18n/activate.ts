import { i18n, type Messages } from '@lingui/core'
import dayjs from 'dayjs'
import { DAYJS_LOCALE, type Locale } from './locales'

// Catalogs are .po files compiled by Lingui's Vite plugin and loaded on demand, one chunk each.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  ja: () => import('../../locales/ja.po'),
  'zh-TW': () => import('../../locales/zh-TW.po'),
}

const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  ja: () => import('dayjs/locale/ja'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
}

/** Loads the locale's catalog, activates it and makes `<html lang>` and dayjs follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const [{ messages }] = await Promise.all([catalogs[locale](), dayjsLocales[locale]()])
  i18n.loadAndActivate({ locale, messages })
  dayjs.locale(DAYJS_LOCALE[locale])
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export { i18n }
