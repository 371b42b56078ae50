import type { Context, MiddlewareHandler } from 'hono'
import type { Fault } from './fault'
import type { FaultStore } from './store'
import { abortConnection } from './network-abort'

/** Controls and the error ingest are how tests observe faults, so faults never reach them. */
const NEVER_FAULTED = [/^\/__sandbox(\/|$)/, /^\/api\/\d+\/envelope\/?$/]

/** Cut in half and never valid JSON, so the client's parser fails as on a dropped stream. */
function truncateJson(text: string): string {
  if (text.length < 2) return '{"data":'
  const cut = text.slice(0, Math.floor(text.length / 2))
  try {
    JSON.parse(cut)
    return `${cut}{`
  } catch {
    return cut
  }
}

async function malformedAnswer(fault: Fault, routeAnswer: Response | undefined) {
  const text =
    fault.body !== undefined
      ? JSON.stringify(fault.body)
      : routeAnswer
        ? await routeAnswer.text()
        : ''
  return new Response(truncateJson(text), {
    status: fault.status ?? 200,
    headers: { 'content-type': 'application/json' },
  })
}

const NULL_BODY_STATUSES = [204, 205, 304]

function statusAnswer(fault: Fault & { status: number }): Response {
  if (NULL_BODY_STATUSES.includes(fault.status)) return new Response(null, { status: fault.status })
  const body =
    fault.body === undefined ? { message: `Sandbox fault (${fault.status})` } : fault.body
  return new Response(JSON.stringify(body), {
    status: fault.status,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * Marks an answer a fault made, so the contract check (sandbox/contract/check.ts) does not hold
 * the broken server a test asked for against the contract.
 */
export const FAULT_HEADER = 'x-sandbox-fault'

function replaceAnswer(c: Context, answer: Response) {
  answer.headers.set(FAULT_HEADER, 'injected')
  // Unset first, or hono copies the route's headers (content-length included) onto ours.
  c.res = undefined
  c.res = answer
}

/**
 * Applies the fault the call meets, if any (see docs/sandbox.md). Registered before every API and
 * status-service route in app.ts, so routes added later are covered without knowing of it.
 */
export function faultMiddleware(faults: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (NEVER_FAULTED.some((pattern) => pattern.test(url.pathname))) return next()
    const fault = faults.take(c.req.method, url.pathname, url.search)
    if (!fault) return next()

    const after = fault.when === 'after'
    if (after) await next()
    if (fault.delayMs) await faults.hold(fault.delayMs, c.req.raw.signal)

    let answer: Response | undefined
    if (fault.network === 'abort') answer = abortConnection(c)
    else if (fault.malformed) {
      if (!after && fault.body === undefined) await next()
      answer = await malformedAnswer(fault, fault.body === undefined ? c.res : undefined)
    } else if (fault.status !== undefined) answer = statusAnswer({ ...fault, status: fault.status })

    if (answer) replaceAnswer(c, answer)
    else if (!after) await next()
  }
}
