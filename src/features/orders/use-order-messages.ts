import { useCallback, useEffect, useState } from 'react'
import type { Http } from '../../api/http'
import { isApiError, type Result4xx } from '../../api/client/results'
import type { ApiErrorBody } from '../../api/client/results'
import type { OrderMessage } from '../../api/schemas/order-message'
import { reportError } from '../../lib/report-error'
import { useGetHttp } from '../shared/use-http'
import { useVisibleInterval } from './use-visible-interval'
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
export type SendProblem = 'invalid' | 'refused' | 'offline' | 'server'

/** How often an open, visible order page asks for new replies: a conversation, not a chat. */
export const MESSAGE_REFRESH_MS = 20_000

/** A message the page can show: a usable id and text (anything else is left out, not guessed at). */
const usable = (message: OrderMessage) =>
  Number.isSafeInteger(message.id) && message.id > 0 && typeof message.message === 'string'

const time = (message: OrderMessage) => new Date(message.created_at).getTime() || 0

/** Oldest first, each message once (a sent one may come back in the next refresh too). */
function thread(messages: OrderMessage[]): OrderMessage[] {
  const byId = new Map<number, OrderMessage>()
  for (const message of messages.filter(usable)) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => time(a) - time(b) || a.id - b.id)
}

function problemOf(error: unknown): SendProblem {
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
            setMessages((current) => thread([...current, ...list]))
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
        setMessages((current) => thread([...current, result.data]))
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
