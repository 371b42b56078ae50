import { useCallback, useEffect, useState } from 'react'
import type { Http } from '../../api/http'
import { isApiError, type Result4xx } from '../../api/client/results'
import type { ApiErrorBody } from '../../api/client/results'
import type { OrderMessage } from '../../api/schemas/order-message'
import { reportError } from '../../lib/report-error'
import { useGetHttp } from '../shared/use-http'
import { useVisibleInterval } from './use-visible-interval'
import { isSessionChangedError } from '../../api/client/session-guard'
import { reportUnexpected } from '../../api/client/report-unexpected'

/** A shop's two message calls (both APIs have them with the same shape). */
export interface OrderMessagesApi {
  listOrderMessages(http: Http, orderId: number): Promise<OrderMessage[]>
  sendOrderMessage(
    http: Http,
    orderId: number,
    message: string,
  ): Promise<Result4xx<OrderMessage, ApiErrorBody>>
}

/** Why a message did not go: the text broke a rule, the server said no, no answer, a server fault. */
/** `heldBack`: not sent, the account stored on this device changed since the page was built. */
export type SendProblem = 'invalid' | 'refused' | 'offline' | 'server' | 'heldBack'

/** How often an open, visible order page asks for new replies: a conversation, not a chat. */
export const MESSAGE_REFRESH_MS = 20_000

/** A message the page can show: a usable id and text (anything else is left out, not guessed at). */
const usable = (message: OrderMessage) =>
  Number.isSafeInteger(message.id) && message.id > 0 && typeof message.message === 'string'

const time = (message: OrderMessage) => new Date(message.created_at).getTime() || 0

const byTime = (a: OrderMessage, b: OrderMessage) => time(a) - time(b) || a.id - b.id

/** What the page shows of a message: one read again with all of it the same is the same. */
const sameMessage = (a: OrderMessage, b: OrderMessage) =>
  a.message === b.message &&
  a.created_at === b.created_at &&
  a.role === b.role &&
  a.user?.name === b.user?.name &&
  a.user?.avatars[0] === b.user?.avatars[0] &&
  a.store?.name === b.store?.name &&
  a.store?.avatar_url === b.store?.avatar_url

/**
 * The thread with `incoming` merged in: oldest first, each message once (a sent one comes back
 * in the next refresh too). A re-read that brings nothing new gives back the same list, so
 * nothing is drawn again; new messages, which come after the others, are not sorted for.
 */
export function mergedThread(current: OrderMessage[], incoming: OrderMessage[]): OrderMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]))
  let changed = false
  for (const message of incoming) {
    if (!usable(message)) continue
    const known = byId.get(message.id)
    if (known && sameMessage(known, message)) continue
    byId.set(message.id, message)
    changed = true
  }
  if (!changed) return current
  const thread = [...byId.values()]
  const inOrder = thread.every((message, i) => i === 0 || byTime(thread[i - 1]!, message) <= 0)
  return inOrder ? thread : thread.sort(byTime)
}

function problemOf(error: unknown): SendProblem {
  if (isSessionChangedError(error)) return 'heldBack'
  if (isApiError(error)) return error.failure.kind === 'network' ? 'offline' : 'server'
  return 'server'
}

/** The conversation of one order with its seller, kept fresh while the page is in view. */
export function useOrderMessages(api: OrderMessagesApi, orderId: number) {
  const getHttp = useGetHttp()
  const [messages, setMessages] = useState<OrderMessage[]>([])
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')

  // `quiet`: a refresh that fails keeps what is shown; only a first load has nothing to show.
  const load = useCallback(
    (quiet: boolean) =>
      getHttp()
        .then((http) => api.listOrderMessages(http, orderId))
        .then(
          (list) => {
            setMessages((current) => mergedThread(current, list))
            setStatus('ready')
          },
          (error: unknown) => {
            if (!isApiError(error)) reportError(error)
            if (!quiet) setStatus('error')
          },
        ),
    [api, getHttp, orderId],
  )

  useEffect(() => {
    void load(false)
  }, [load])
  useVisibleInterval(() => void load(true), MESSAGE_REFRESH_MS, status === 'ready')

  const send = async (text: string): Promise<SendProblem | null> => {
    try {
      const result = await api.sendOrderMessage(await getHttp(), orderId, text)
      if (result.ok) {
        setMessages((current) => mergedThread(current, [result.data]))
        return null
      }
      return result.kind === 'invalid-input' ? 'invalid' : 'refused'
    } catch (error) {
      reportUnexpected(error, { source: 'order messages' })
      return problemOf(error)
    }
  }

  return {
    status,
    messages,
    retry: () => {
      setStatus('loading')
      void load(false)
    },
    send,
  }
}
