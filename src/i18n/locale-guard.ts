import { reportError } from '../lib/report-error'
import { localCache } from '../lib/cache'
import { activateLocale } from './activate'
import { brandDefaultLocale } from './brand-defaults'
import { brandOfPath, resolveLocale } from './resolve-locale'
import type { Locale } from './locales'

export const SAVED_LOCALE_KEY = 'locale'
// The guard runs on every navigation; an unsupported value is reported once, not on each.
const reported = new Set<string>()

/** The language guard every route runs: resolve, remember a query choice, activate. */
export async function applyLocale(pathname: string, query: unknown): Promise<Locale> {
  const resolution = resolveLocale({
    query,
    saved: localCache.get<string>(SAVED_LOCALE_KEY),
    brandDefault: brandDefaultLocale(brandOfPath(pathname)),
  })
  for (const { source, value } of resolution.rejected) {
    const message = `Unsupported locale ${JSON.stringify(value)}`
    if (!reported.has(message)) {
      reported.add(message)
      reportError(new Error(message), { source })
    }
    if (source === 'saved') localCache.remove(SAVED_LOCALE_KEY)
  }
  if (resolution.fromQuery) localCache.set(SAVED_LOCALE_KEY, resolution.locale)
  await activateLocale(resolution.locale)
  return resolution.locale
}
