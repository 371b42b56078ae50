/**
 * Holds requests and answers against the OpenAPI document (docs/api.md#the-openapi-document)
 * with openapi-backend, a kept OpenAPI validator (its router matches the call, Ajv checks path,
 * query and body), not with the call tables' own valibot schemas: a misreading the client and the
 * sandbox share shows up here. Used by the sandbox's contract check in the browser suite
 * (./check.ts) and by the contract tests.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, type Operation } from 'openapi-backend'
import { readOpenApiDocument } from './document'

/** The paths the document describes: the two APIs and the status service. */
const CONTRACT_PATHS = [/^\/api\/v2\//, /^\/api\/v1\/17shop\//, /^\/maintenance-status$/]

export const isContractPath = (pathname: string) =>
  CONTRACT_PATHS.some((pattern) => pattern.test(pathname))

export interface ContractRequest {
  method: string
  /** Path and query string, as sent: `/api/v2/stores/1/products?all`. */
  url: string
  headers?: Record<string, string>
  /** The JSON body, parsed; undefined when there is none. */
  body?: unknown
}

export interface Mismatch {
  /** The call: its operation id and the method and path as sent. */
  call: string
  side: 'request' | 'answer'
  status?: number
  /** Where in the request or answer: `path.id`, `query.all`, `body.items.0`, `data.0.price`. */
  field: string
  message: string
}

export interface ContractValidator {
  checkRequest(request: ContractRequest): Mismatch[]
  checkAnswer(request: ContractRequest, status: number, body: unknown): Mismatch[]
}

interface AjvError {
  instancePath: string
  message?: string
  params?: Record<string, unknown>
}

/** Ajv's `/requestBody/items/0` as `body.items.0`; `/path/id` as `path.id`. */
function fieldOf(error: AjvError, root: string): string {
  const parts = error.instancePath.split('/').filter(Boolean)
  if (parts[0] === 'requestBody') parts[0] = 'body'
  const missing = error.params?.missingProperty
  if (typeof missing === 'string') parts.push(missing)
  const extra = error.params?.additionalProperty
  if (typeof extra === 'string') parts.push(extra)
  return [root, ...parts].filter(Boolean).join('.') || '(whole)'
}

function messageOf(error: AjvError): string {
  const allowed = error.params?.allowedValues
  return `${error.message ?? 'does not match'}${Array.isArray(allowed) ? `: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : ''}`
}

function splitUrl(url: string) {
  const parsed = new URL(url, 'http://contract.invalid')
  return { pathname: parsed.pathname, search: parsed.search }
}

export async function createContractValidator(
  document: unknown = JSON.parse(readOpenApiDocument()),
): Promise<ContractValidator> {
  const api = new OpenAPIBackend({
    definition: document as never,
    strict: true,
    // Compiles each call's validators when it is first checked (a whole run meets a fraction of
    // the calls), and skips the library's check of the document, which is OpenAPI 3.0's: this
    // one is 3.1, checked as such by @seriousme/openapi-schema-validator in the unit suite
    // (test/unit/openapi/document.test.ts).
    quick: true,
    coerceTypes: true,
    // OpenAPI 3.1's schemas are JSON Schema 2020-12: Ajv's 2020 dialect, with its formats.
    customizeAjv: (_original, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
      addFormats(ajv)
      return ajv as never
    },
  })
  await api.init()

  const operationOf = (request: ContractRequest) => {
    const { pathname, search } = splitUrl(request.url)
    const match = api.router.matchOperation({
      method: request.method.toLowerCase(),
      path: `${pathname}${search}`,
      headers: request.headers ?? {},
    })
    return match as Operation | undefined
  }
  const callName = (request: ContractRequest, operation?: Operation) => {
    const { pathname, search } = splitUrl(request.url)
    const sent = `${request.method.toUpperCase()} ${pathname}${search}`
    return operation?.operationId ? `${operation.operationId} (${sent})` : sent
  }

  return {
    checkRequest(request) {
      const operation = operationOf(request)
      if (!operation?.operationId) {
        return [
          {
            call: callName(request),
            side: 'request',
            field: '(path)',
            message: 'no call of the document has this method and path',
          },
        ]
      }
      const { pathname, search } = splitUrl(request.url)
      const result = api.validateRequest(
        {
          method: request.method.toLowerCase(),
          path: `${pathname}${search}`,
          headers: {
            ...(request.headers ?? {}),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: request.body as object }),
        },
        operation.operationId,
      )
      return (result.errors ?? []).map((error) => ({
        call: callName(request, operation),
        side: 'request' as const,
        field: fieldOf(error, ''),
        message: messageOf(error),
      }))
    },

    checkAnswer(request, status, body) {
      const operation = operationOf(request)
      if (!operation?.operationId) return []
      const call = callName(request, operation)
      if (body === undefined)
        return [
          { call, side: 'answer', status, field: '(body)', message: 'the answer is not JSON' },
        ]
      const result = api.validateResponse(body, operation.operationId!, status)
      return (result.errors ?? []).map((error) => ({
        call,
        side: 'answer' as const,
        status,
        field: fieldOf(error, ''),
        message: messageOf(error),
      }))
    },
  }
}

/** One line per mismatch, for a test's failure message. */
export function describeMismatch(mismatch: Mismatch): string {
  const status = mismatch.status === undefined ? '' : ` ${mismatch.status}`
  return `${mismatch.call}: ${mismatch.side}${status} field ${mismatch.field}: ${mismatch.message}`
}
