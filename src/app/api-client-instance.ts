import { createHttp, type Http } from '../api/http'
import { networkWatch } from '../features/layout/network-watch'
import { chosenLocale } from '../i18n/activate'
import { config } from '../lib/env'

/**
 * The one HTTP client of the app. A 401 clears the tokens and announces `session.unauthorized`;
 * the visitor actor (src/features/visitor/visitor-actor.ts) does the rest. A call that got no answer
 * is told to the page's network actor, which says when the network is gone and when it is back.
 */
export function createApiClient(): Http {
  return createHttp({
    apiHost: config.apiHost,
    getLocale: () => chosenLocale() || 'en',
    network: networkWatch,
  })
}
