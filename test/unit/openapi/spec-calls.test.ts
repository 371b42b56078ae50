/**
 * The call tables and the OpenAPI document held against the product's call list, transcribed
 * apart from both (./spec-calls.ts; docs/api.md#the-openapi-document): every call of the list is
 * in each with the same method, path and kinds of path parameter, takes the query parameters the
 * list names with the values it spells, and nothing is there beyond it without a written reason.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createContractValidator,
  type ContractValidator,
} from '../../../sandbox/contract/validator'
import { API_TABLES, OPENAPI_PATH, PATH_PARAMETERS } from '../../../scripts/openapi/document'
import type { CallContract } from '../../../src/api/schemas/calls/call'
import {
  BEYOND_THE_SPEC,
  SPEC_CALLS,
  SPEC_PARAMETER_KINDS,
  type ParameterKind,
  type SpecCall,
} from './spec-calls'

interface Parameter {
  name: string
  in: string
  schema: { type?: string; $ref?: string }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>
}

const root = path.resolve(import.meta.dirname, '../../..')
const document = JSON.parse(readFileSync(path.join(root, OPENAPI_PATH), 'utf8')) as OpenApiDocument

/** `GET /api/v2/stores/{}/products`: the call with its parameters' names left out. */
const keyOf = (method: string, template: string) =>
  `${method.toUpperCase()} ${template.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}')}`

const kindOfType = (type: unknown): ParameterKind => (type === 'integer' ? 'id' : 'string')

function specKinds(call: SpecCall): ParameterKind[] {
  return [...call.path.matchAll(/\{([^}]+)\}/g)].map((match) => {
    const kind = SPEC_PARAMETER_KINDS[match[1]!]
    if (!kind) throw new Error(`${call.path}: {${match[1]}} has no kind in SPEC_PARAMETER_KINDS`)
    return kind
  })
}

const tableCalls = Object.values(API_TABLES).flatMap((table) => Object.values(table.calls))
const tableByKey = new Map(tableCalls.map((call) => [keyOf(call.method, call.path), call]))

const tableKinds = (call: CallContract) =>
  [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) =>
    kindOfType(PATH_PARAMETERS[match[1]!]?.type),
  )

const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
)
const operationByKey = new Map(
  operations.map((entry) => [keyOf(entry.method, entry.template), entry]),
)

const specByKey = new Map(SPEC_CALLS.map((call) => [keyOf(call.method, call.path), call]))

/** The query names the tables or the document should have for a listed call. */
function expectedQueryNames(key: string, call: SpecCall): string[] {
  const renamed = BEYOND_THE_SPEC.renamedQuery[key] ?? {}
  return Object.keys(call.query ?? {}).map((name) => renamed[name] ?? name)
}

/** The query a listed call spells (`?role=buyer&all`), for each spelled value of each parameter. */
function spelledQueries(key: string, call: SpecCall): Array<Record<string, string>> {
  const renamed = BEYOND_THE_SPEC.renamedQuery[key] ?? {}
  const spelled = Object.entries(call.query ?? {}).filter(
    (entry): entry is [string, readonly string[]] => entry[1] !== null,
  )
  const base = Object.fromEntries(
    spelled.map(([name, values]) => [renamed[name] ?? name, values[0]!]),
  )
  return spelled.flatMap(([name, values]) =>
    values.map((value) => ({ ...base, [renamed[name] ?? name]: value })),
  )
}

const searchOf = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => (value === '' ? name : `${name}=${encodeURIComponent(value)}`))
    .join('&')

/** A path with each parameter filled by a value of its kind. */
const filled = (call: SpecCall) =>
  call.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    SPEC_PARAMETER_KINDS[name] === 'id' ? '7' : 'sakura-select',
  )

function queryNamesOfSchema(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return []
  const options = 'options' in schema ? (schema.options as v.GenericSchema[]) : [schema]
  return [
    ...new Set(
      options.flatMap((option) =>
        'entries' in option ? Object.keys(option.entries as Record<string, unknown>) : [],
      ),
    ),
  ]
}

describe('the call list, transcribed', () => {
  it('lists each call once', () => {
    expect(specByKey.size).toBe(SPEC_CALLS.length)
  })
})

describe.each(SPEC_CALLS.map((call) => [keyOf(call.method, call.path), call] as const))(
  '%s',
  (key, call) => {
    it('is in the call tables with the same method, path and kinds of path parameter', () => {
      const entry = tableByKey.get(key)
      expect(entry, `${key} is not in the call tables`).toBeDefined()
      expect(tableKinds(entry!)).toEqual(specKinds(call))
      expect(queryNamesOfSchema(entry!.query)).toEqual(
        expect.arrayContaining(expectedQueryNames(key, call)),
      )
      for (const query of spelledQueries(key, call)) {
        const parsed = v.safeParse(entry!.query!, query)
        expect(parsed.success, `${key}?${searchOf(query)}: ${JSON.stringify(parsed.issues)}`).toBe(
          true,
        )
      }
    })

    it('is in the OpenAPI document with the same method, path and kinds of path parameter', () => {
      const entry = operationByKey.get(key)
      expect(entry, `${key} is not in ${OPENAPI_PATH}`).toBeDefined()
      const parameters = entry!.operation.parameters ?? []
      const pathKinds = [...entry!.template.matchAll(/\{([^}]+)\}/g)].map((match) =>
        kindOfType(parameters.find((p) => p.in === 'path' && p.name === match[1])?.schema.type),
      )
      expect(pathKinds).toEqual(specKinds(call))
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name)
      expect(queryNames).toEqual(expect.arrayContaining(expectedQueryNames(key, call)))
    })
  },
)

describe('the query values the call list spells', () => {
  let validator: ContractValidator
  beforeAll(async () => {
    validator = await createContractValidator()
  })

  it('pass the OpenAPI document, as a validator no one here wrote reads it', () => {
    const spelled = SPEC_CALLS.filter((call) => call.method === 'GET').flatMap((call) =>
      spelledQueries(keyOf(call.method, call.path), call).map(
        (query) => `${filled(call)}?${searchOf(query)}`,
      ),
    )
    expect(spelled).toContain('/api/v2/orders/7/messages?role=buyer&all')
    expect(spelled).toContain('/api/v1/17shop/seller/stores/7/products?all=1')
    const mismatches = spelled.flatMap((url) => validator.checkRequest({ method: 'GET', url }))
    expect(mismatches).toEqual([])
  })

  it('are the only spellings of a flag the document takes (all=true is not one)', () => {
    const refused = [
      '/api/v2/orders/7/messages?role=buyer&all=true',
      '/api/v1/17shop/stores/7/channels?all=true',
      '/api/v2/stores/7/products?with_market=true',
    ].map((url) => validator.checkRequest({ method: 'GET', url }).map((m) => m.field))
    expect(refused).toEqual([['query.all'], ['query.all'], ['query.with_market']])
  })

  it("take a store's id where the call list has {id}, and its slug only where it has {slug}", () => {
    const bySlug = validator.checkRequest({
      method: 'GET',
      url: '/api/v2/stores/sakura-select/products?with_market=1&all',
    })
    expect(bySlug.map((m) => m.field)).toEqual(['path.id'])
    expect(
      validator.checkRequest({ method: 'GET', url: '/api/v2/buyer/stores/sakura-select' }),
    ).toEqual([])
  })
})

describe('beyond the call list', () => {
  it('the call tables hold no call the list does not, but those with a written reason', () => {
    const beyond = [...tableByKey.keys()].filter((key) => !specByKey.has(key))
    expect(beyond.sort()).toEqual(Object.keys(BEYOND_THE_SPEC.calls).sort())
  })

  it('the OpenAPI document holds no call the list does not, but those with a reason', () => {
    const beyond = [...operationByKey.keys()].filter((key) => !specByKey.has(key))
    expect(beyond.sort()).toEqual(Object.keys(BEYOND_THE_SPEC.calls).sort())
  })

  it('the OpenAPI document has none of the sandbox controls', () => {
    expect(
      Object.keys(document.paths).filter((p) => !/^\/(api\/|maintenance-status$)/.test(p)),
    ).toEqual([])
  })

  it('no query parameter is taken that the list does not name, but those with a reason', () => {
    const unexplained = operations.flatMap(({ template, method, operation }) => {
      const key = keyOf(method, template)
      const spec = specByKey.get(key)
      if (!spec) return []
      const named = new Set(expectedQueryNames(key, spec))
      const reasons = BEYOND_THE_SPEC.query[key] ?? {}
      return (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && !named.has(p.name) && !reasons[p.name])
        .map((p) => `${key} ?${p.name}`)
    })
    expect(unexplained).toEqual([])
  })

  it('every written reason is still needed', () => {
    const stale = Object.entries(BEYOND_THE_SPEC.query).flatMap(([key, reasons]) => {
      const names = (operationByKey.get(key)?.operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
      return Object.keys(reasons)
        .filter((name) => !names.includes(name))
        .map((name) => `${key} ?${name}`)
    })
    expect(stale).toEqual([])
  })
})
