/**
 * The guards of the live pages, one per kind of page, loaded by the routes' beforeLoad on first
 * use (with the API client) so the shell stays small. Each returns what the page's children get
 * in their route context.
 */
import type { Http } from '../../../api/http'
import type { Region } from '../../../api/schemas/common'
import type { LoadingFlag } from '../../shared/global-loading'
import { postIdInQuery, streamIdInQuery } from '../guards/live-query'
import { ensureBuyerSession, hasStoredBuyerSession } from './buyer-session'
import { ensureLiveStore } from './live-store'
import { ensureSellerSession } from './seller-session'
import { applyLiveLocale } from '../live-locale-default'
import { regionLocale } from '../guards/live-locale'
import { queryOf, type PageLocation } from './page-location'
import { mustAskDataPolicy } from '../guards/session-decisions'
import { redirect } from '@tanstack/react-router'
import type { SessionOwner } from './session-marker'

export interface GuardInput {
  context: {
    getHttp: () => Promise<Http>
    /** The boot actor's global loading flag, raised while a sign-on token is exchanged. */
    boot?: LoadingFlag
    /** Told when a sign-on stores a session, so it knows whom this tab's screens are for. */
    visitor?: SessionOwner
  }
  location: PageLocation
  /** The router is preloading a link (hovered or focused), not going there. */
  preload?: boolean
}

/** Buyer pages tied to a store: the storefront (path liver id) and the two checkouts (region). */
export async function guardBuyerStorePage(
  input: GuardInput,
  options: { pathLiverId?: string; region?: Region } = {},
) {
  const http = await input.context.getHttp()
  // With a session already stored, the store is looked up beside the session check (and the
  // messages of the buyer's language), not after it; a link with a sign-on token waits for the
  // exchange, so nothing is asked before there is a session. The session's refusal still comes
  // first: the store's is read only after it.
  const storeEarly = hasStoredBuyerSession(input.location)
    ? ensureLiveStore(http, input.location, options)
    : undefined
  // Awaited below, where its failure counts; this only keeps it from being unhandled meanwhile.
  storeEarly?.catch(() => undefined)
  const liveUser = await ensureBuyerSession(
    http,
    input.location,
    input.preload,
    input.context.boot,
    input.context.visitor,
  )
  const store = await (storeEarly ?? ensureLiveStore(http, input.location, options))
  const query = queryOf(input.location)
  return { liveUser, store, postId: postIdInQuery(query), streamId: streamIdInQuery(query) }
}

/**
 * The two live checkouts: a buyer store page whose buyer has accepted the data policy; one who
 * has not is asked first, and comes back here once they have.
 */
export async function guardCheckoutPage(input: GuardInput, options: { region: Region }) {
  const found = await guardBuyerStorePage(input, options)
  if (mustAskDataPolicy(found.liveUser)) {
    throw redirect({
      to: '/17shop/data-policy',
      search: { redirect: input.location.href },
      replace: true,
    })
  }
  return found
}

/** The buyer's orders span every live-shop store, so they need the session only. */
export async function guardBuyerPage(input: GuardInput) {
  const http = await input.context.getHttp()
  return {
    liveUser: await ensureBuyerSession(
      http,
      input.location,
      input.preload,
      input.context.boot,
      input.context.visitor,
    ),
  }
}

/**
 * The seller screens: a seller session, and the store of the liver or post of the link, whose
 * region is the seller's language unless they chose one. The stream id, when the link has one,
 * says which post to open (the stream's own, or a new one for it).
 */
export async function guardSellerPage(input: GuardInput) {
  const http = await input.context.getHttp()
  await ensureSellerSession(
    http,
    input.location,
    input.preload ? undefined : input.context.boot,
    input.context.visitor,
  )
  const store = await ensureLiveStore(http, input.location)
  await applyLiveLocale(input.location, regionLocale(store.region), input.preload)
  const query = queryOf(input.location)
  return { store, postId: postIdInQuery(query), streamId: streamIdInQuery(query) }
}
