import { createHttp, type Http } from '../api/http'
import { chosenLocale } from '../i18n/activate'
import { config } from '../lib/env'

/**
 * The one HTTP client of the app. A 401 clears the tokens and announces `session.unauthorized`;
 * the visitor actor (src/features/visitor/visitor-actor.ts) does the rest.
 */
export function createApiClient(): Http {
  return createHttp({ apiHost: config.apiHost, getLocale: () => chosenLocale() || 'en' })
}
