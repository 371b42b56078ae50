import type { Http } from '../api/http'

let client: Promise<Http> | undefined

/**
 * The API client loads with the first page that calls the API, not with the shell: pages that
 * make no call (error pages, the playground) then stay within the initial JavaScript budget.
 */
export function loadApiClient(): Promise<Http> {
  client ??= import('./api-client-instance').then(({ createApiClient }) => createApiClient())
  return client
}
