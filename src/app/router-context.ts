import type { Http } from '../api/http'
import type { BootActor } from './boot-actor'

/** Services every route reaches through the router context (set in main.tsx). */
export interface RouterContext {
  boot: BootActor
  /** The API client, loaded with the first page that needs it. */
  getHttp: () => Promise<Http>
}
