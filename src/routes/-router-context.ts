import type { Http } from '../api/http'
import type { VisitorActorRef } from '../../machines/visitor/visitor.machine'
import type { ActorRefFrom } from 'xstate'
import type { bootMachine } from '../../machines/boot/boot.machine'

/** Services every route reaches through the router context (set in main.tsx). */
export interface RouterContext {
  /** The boot machine's actor (maintenance, global loading, chunk reload); src/app/boot-actor.ts makes it. */
  boot: ActorRefFrom<typeof bootMachine>
  /** Who is visiting (ghost, guest, member); guards wait with src/features/visitor/visitor-wait.ts. */
  visitor: VisitorActorRef
  /** The API client, loaded with the first page that needs it. */
  getHttp: () => Promise<Http>
}
