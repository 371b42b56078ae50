import { linkIdOf, pathIdOf } from '../../../lib/ids'

/**
 * What a live page reads from its link (docs/routes.md#store-and-region). Links come from the
 * 17LIVE app, our own pages and people, so each id is accepted in the spellings a link would use.
 * Reads the raw query string (URLSearchParams), not the router's parsed search, so `post_id=007` or
 * a token of digits stay as typed.
 */

/** The single sign-on token of the live pages: `?token=…` (buyer and seller alike). */
export const SSO_TOKEN_PARAM = 'token'

export const LIVER_ID_SPELLINGS = ['liver_id', 'liverId', 'liver-id'] as const
export const POST_ID_SPELLINGS = ['post_id', 'postId', 'post-id'] as const
export const STREAM_ID_SPELLINGS = ['stream_id', 'streamId', 'stream-id'] as const

/** Where a live page's store (and so its region) comes from. A post id may be 0. */
export type RegionSource = { kind: 'liver'; id: number } | { kind: 'post'; id: number }

/** A post id that is not a number counts as 0 (which no post has), so the link finds no store. */
export function postIdOf(raw: string): number {
  return linkIdOf(raw) ?? 0
}

function firstOf(params: URLSearchParams, spellings: readonly string[]): string | undefined {
  for (const name of spellings) {
    const value = params.get(name)
    if (value !== null && value.trim() !== '') return value
  }
  return undefined
}

/** The post id of the link, in any spelling; 0 when it is not a number, undefined when absent. */
export function postIdInQuery(params: URLSearchParams): number | undefined {
  const raw = firstOf(params, POST_ID_SPELLINGS)
  return raw === undefined ? undefined : postIdOf(raw)
}

/**
 * The stream the buyer came from, when the link names one: what the buyer adds to the cart and
 * buys is credited to that stream, and an enterprise store's fast checkout needs it. Not a
 * positive number: no stream.
 */
export function streamIdInQuery(params: URLSearchParams): number | undefined {
  return linkIdOf(firstOf(params, STREAM_ID_SPELLINGS))
}

/**
 * The liver id of the path (the buyer storefront's `{liverId}`), else of the query, else the
 * post id of the query. A liver id that is not a number is no liver id (only post ids count as
 * 0), so the post id may still decide. Undefined: nothing to find the region from.
 */
export function findRegionSource(
  params: URLSearchParams,
  pathLiverId?: string,
): RegionSource | undefined {
  const liverId = pathIdOf(pathLiverId) ?? linkIdOf(firstOf(params, LIVER_ID_SPELLINGS))
  if (liverId !== undefined) return { kind: 'liver', id: liverId }
  const postId = postIdInQuery(params)
  return postId === undefined ? undefined : { kind: 'post', id: postId }
}

/** The token to exchange for a session, if the link carries one. */
export function ssoTokenOf(params: URLSearchParams): string | undefined {
  const token = params.get(SSO_TOKEN_PARAM)?.trim()
  return token ? token : undefined
}

/**
 * The same address without the token, once it has been exchanged: a reload then resumes the
 * session instead of logging in again, and the token stays out of history and shared links.
 */
export function hrefWithoutToken(pathname: string, searchStr: string, hash = ''): string {
  const params = new URLSearchParams(searchStr)
  params.delete(SSO_TOKEN_PARAM)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`
}
