/**
 * The contract check (docs/sandbox.md#the-contract-check): every request to the APIs and every
 * answer the sandbox gives, held against the OpenAPI document by ./validator.ts, counted, and
 * each mismatch recorded with its call and field. Switched on for the browser suite's servers
 * (playwright.config.ts sets SANDBOX_CONTRACT_CHECK=1), where the suite's `test` takes the record
 * after each test and fails the test that made a mismatch.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { FAULT_HEADER } from '../faults/middleware'
import {
  createContractValidator,
  isContractPath,
  type ContractRequest,
  type ContractValidator,
  type Mismatch,
} from './validator'

export interface ContractRecord {
  /** Requests to the APIs held against the document. */
  requests: number
  /** Answers held against the document. */
  answers: number
  /** Answers an injected fault made (a 5xx, a cut body, a dropped connection): not held. */
  faulted: number
  mismatches: Mismatch[]
}

/** Enough to tell what went wrong; a run that makes more has one cause to fix first. */
const MAX_KEPT = 50

export interface ContractRecorder {
  /**
   * Holds one exchange: the request before `answer` runs, then the answer it gives (an answer
   * an injected fault made is counted, not held; a dropped connection rejects and is counted).
   * `offContract` is for a test that sends a request the contract refuses on purpose, to reach
   * the server's own checks: only its answer is held.
   */
  hold(
    request: Request,
    answer: () => Promise<Response>,
    options?: { offContract?: boolean; bodyText?: string },
  ): Promise<Response>
  /** The record since the last take, and a fresh one from now on. */
  take(): ContractRecord
}

export interface ContractCheck extends ContractRecorder {
  middleware: MiddlewareHandler
  routes: Hono
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

const emptyRecord = (): ContractRecord => ({ requests: 0, answers: 0, faulted: 0, mismatches: [] })

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** `validator` for tests that hold a document of their own. */
export function createContractRecorder(
  validator: Promise<ContractValidator> = createContractValidator(),
): ContractRecorder {
  let record = emptyRecord()
  const note = (mismatches: Mismatch[]) => {
    const room = MAX_KEPT - record.mismatches.length
    if (room > 0) record.mismatches.push(...mismatches.slice(0, room))
  }
  return {
    async hold(raw, answer, options = {}) {
      const url = new URL(raw.url)
      if (!isContractPath(url.pathname) || raw.method === 'OPTIONS') return answer()
      const text = options.bodyText ?? (raw.method === 'GET' ? '' : await raw.clone().text())
      const request: ContractRequest = {
        method: raw.method,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(raw.headers),
        body: parseJson(text),
      }
      const check = await validator
      if (!options.offContract) {
        record.requests += 1
        note(check.checkRequest(request))
      }
      let response: Response
      try {
        response = await answer()
      } catch (error) {
        record.faulted += 1
        throw error
      }
      if (response.headers.has(FAULT_HEADER)) {
        record.faulted += 1
        return response
      }
      record.answers += 1
      note(check.checkAnswer(request, response.status, parseJson(await response.clone().text())))
      return response
    },
    take() {
      const taken = record
      record = emptyRecord()
      return taken
    },
  }
}

/** The sandbox's check: a middleware before the faults and the API routes, and its control. */
export function createContractCheck(): ContractCheck {
  const recorder = createContractRecorder()
  const middleware: MiddlewareHandler = async (c, next) => {
    // Read through Hono's request, which keeps the body for the write record and the routes
    // after it; a second clone of the raw request does not always read the same body.
    const bodyText = READS.has(c.req.method) ? '' : await c.req.text()
    await recorder.hold(
      c.req.raw,
      async () => {
        await next()
        return c.res
      },
      { bodyText },
    )
  }
  const routes = new Hono().post('/contract-check/take', (c) => c.json(recorder.take()))
  return { ...recorder, middleware, routes }
}
