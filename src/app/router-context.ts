import type { Http } from '../api/http'
import type { VisitorActorRef } from '../../machines/visitor/visitor.machine'
import type { BootActor } from './boot-actor'

/** Services every route reaches through the router context (set in main.tsx). */
export interface RouterContext {
  boot: BootActor
  /** Who is visiting (ghost, guest, member); guards wait with src/app/visitor-wait.ts. */
  visitor: VisitorActorRef
  /** The API client, loaded with the first page that needs it. */
  getHttp: () => Promise<Http>
}
