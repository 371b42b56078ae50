/**
 * The OpenAPI 3.1 document of every call in the call tables (docs/api.md#the-openapi-document),
 * built from the tables' valibot schemas by `@valibot/to-json-schema`. `npm run openapi` writes it
 * to docs/openapi.json; test/unit/openapi/document.test.ts fails when that file is stale.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { toJsonSchema, toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import type { CallContract } from '../../src/api/schemas/calls/call'
import { liveShopV1Calls } from '../../src/api/schemas/calls/live-shop-v1'
import { marketplaceV2Calls } from '../../src/api/schemas/calls/marketplace-v2'
import { statusServiceCalls } from '../../src/api/schemas/calls/status-service'
import { CHECK_OVERRIDES, IGNORED_ACTIONS, SCHEMA_OVERRIDES, TYPE_OVERRIDES } from './overrides'

export const OPENAPI_PATH = 'docs/openapi.json'
/** Where `npm start` and `npm run sandbox` serve it. */
export const OPENAPI_URL = '/openapi.json'

/** The call tables, each with the name its operation ids start with. */
export const API_TABLES: Record<string, { title: string; calls: Record<string, CallContract> }> = {
  marketplaceV2: { title: 'Marketplace API (v2)', calls: marketplaceV2Calls },
  liveShopV1: { title: 'Live shop API (v1, 17shop)', calls: liveShopV1Calls },
  statusService: { title: 'Status service', calls: statusServiceCalls },
}

/**
 * How each path parameter is typed: a store's, order's or product's `{id}` is a positive integer,
 * the store's `{slug}` and a reset `{token}` are strings. A parameter not listed here fails the
 * build, so a new one is typed on purpose.
 */
export const PATH_PARAMETERS: Record<string, JsonSchema> = {
  id: { type: 'integer', minimum: 1 },
  productId: { type: 'integer', minimum: 1 },
  postId: { type: 'integer', minimum: 1 },
  addressId: { type: 'integer', minimum: 1 },
  slug: { type: 'string', minLength: 1 },
  token: { type: 'string', minLength: 1 },
}

/**
 * The entities and error bodies (every object schema that src/api/schemas/*.ts exports), as
 * named components: an answer refers to `Order` rather than repeating it.
 */
const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../src/api/schemas')
const ENTITY_MODULES = await Promise.all(
  readdirSync(SCHEMAS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(
      (file) =>
        import(pathToFileURL(path.join(SCHEMAS_DIR, file)).href) as Promise<
          Record<string, unknown>
        >,
    ),
)
const OBJECT_TYPES = ['object', 'loose_object', 'strict_object', 'object_with_rest', 'variant']

function componentsOf(modules: Record<string, unknown>[]) {
  const components: Record<string, v.GenericSchema> = {}
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      // A query is split into parameters, never referred to whole.
      if (!name.endsWith('Schema') || name.endsWith('QuerySchema')) continue
      if (typeof value !== 'object' || value === null) continue
      const schema = value as v.GenericSchema
      if (!OBJECT_TYPES.includes(schema.type)) continue
      const component = name.replace(/Schema$/, '')
      if (components[component] && components[component] !== schema)
        throw new Error(`Two schemas would be component ${component}`)
      components[component] = schema
    }
  }
  // Sorted: a module namespace lists its exports in an order that depends on the loader.
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)))
}
const ENTITY_COMPONENTS = componentsOf(ENTITY_MODULES)

const COMPONENT_PREFIX = '#/components/schemas/'
/** Which overrides the last build used (the test holds that none is left unused). */
export const usedOverrides = new Set<string>()
export const usedChecks = new Set<string>()

// An overridden schema is a definition whose component is the override's JSON Schema: a
// definition is looked up before anything is converted, pipes included.
const OVERRIDE_DEFINITIONS = Object.fromEntries(
  Object.entries(SCHEMA_OVERRIDES).map(([name, override]) => [name, override.schema]),
)

const config = {
  target: 'draft-2020-12',
  // What goes on the wire: the input side of a schema, before any transform.
  typeMode: 'input',
  errorMode: 'throw',
  definitions: { ...ENTITY_COMPONENTS, ...OVERRIDE_DEFINITIONS },
  ignoreActions: Object.keys(IGNORED_ACTIONS),
  overrideSchema: ({ valibotSchema }) => {
    const override = TYPE_OVERRIDES[valibotSchema.type]
    return override ? structuredClone(override.json) : undefined
  },
  overrideAction: ({ valibotAction, jsonSchema }) => {
    const message = 'message' in valibotAction ? valibotAction.message : undefined
    const override =
      valibotAction.type === 'check' && typeof message === 'string'
        ? CHECK_OVERRIDES[message]
        : undefined
    if (override) usedChecks.add(message as string)
    return override ? { ...jsonSchema, ...override.json } : undefined
  },
  overrideRef: ({ referenceId }) => {
    if (referenceId in SCHEMA_OVERRIDES) usedOverrides.add(referenceId)
    return `${COMPONENT_PREFIX}${referenceId}`
  },
} as const satisfies Parameters<typeof toJsonSchema>[1]

function schemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...json } = toJsonSchema(schema, config)
  return json
}

const ANY_ERROR = { $ref: `${COMPONENT_PREFIX}ErrorBody` }
const VALIDATION_ERROR = { $ref: `${COMPONENT_PREFIX}ValidationErrorBody` }
const GENERIC_ERROR = { $ref: `${COMPONENT_PREFIX}GenericErrorBody` }

const json = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
})

/**
 * Answers by status. A 4xx is in the call's own family when the table names one (docs/errors.md)
 * or one of the codes any call may answer (GenericErrorBody: 401, 403, 404, 422); without a
 * family it is any error body, a 422 the validation body. Any other status (5xx included) is any
 * error body: `{ code, message?, data? }`.
 */
function responsesOf(call: CallContract) {
  const family = call.errorBody ? schemaOf(call.errorBody) : undefined
  return {
    '2XX': json('The answer', schemaOf(call.response)),
    ...(family
      ? {
          '4XX': json("A refusal: the call's error family (docs/errors.md) or a generic code", {
            anyOf: [family, GENERIC_ERROR],
          }),
        }
      : {
          '422': json('The request broke a rule (VALIDATION_EXCEPTION)', VALIDATION_ERROR),
          '4XX': json('A refusal', ANY_ERROR),
        }),
    default: json('Any other failure', ANY_ERROR),
  }
}

function parametersOf(call: CallContract) {
  const names = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!)
  const path = names.map((name) => {
    const schema = PATH_PARAMETERS[name]
    if (!schema)
      throw new Error(`${call.path}: path parameter ${name} has no type in PATH_PARAMETERS`)
    return { name, in: 'path', required: true, schema }
  })
  if (!call.query) return path
  const override = Object.entries(SCHEMA_OVERRIDES).find(([, o]) => o.schema === call.query)
  if (override) usedOverrides.add(override[0])
  const query = override ? override[1].json : schemaOf(call.query)
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set(query.required ?? [])
  return [
    ...path,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      // A bare flag (`?all`) is an empty value.
      ...(schema.$ref === `${COMPONENT_PREFIX}QueryFlag` ||
      schema.$ref === `${COMPONENT_PREFIX}BareFlag`
        ? { allowEmptyValue: true }
        : {}),
      schema,
    })),
  ]
}

const SECURITY = [{}, { bearer: [] }, { guest: [] }, { bearer: [], guest: [] }]

function operationOf(api: string, name: string, call: CallContract) {
  const body = call.body
    ? {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(call.body) } },
        },
      }
    : {}
  const parameters = parametersOf(call)
  return {
    operationId: `${api}.${name}`,
    tags: [api],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...body,
    responses: responsesOf(call),
    ...(api === 'statusService' ? {} : { security: SECURITY }),
  }
}

export function buildOpenApiDocument() {
  usedOverrides.clear()
  usedChecks.clear()
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [api, table] of Object.entries(API_TABLES)) {
    for (const [name, call] of Object.entries(table.calls)) {
      const path = call.path.replace(/:([A-Za-z]+)/g, '{$1}')
      const operations = (paths[path] ??= {})
      const method = call.method.toLowerCase()
      if (operations[method]) throw new Error(`${call.method} ${path} is in the tables twice`)
      operations[method] = operationOf(api, name, call)
    }
  }
  const converted = toJsonSchemaDefs({ ...ENTITY_COMPONENTS, ...OVERRIDE_DEFINITIONS }, config)
  const entities = Object.fromEntries(
    Object.keys(ENTITY_COMPONENTS).map((name) => [name, converted[name]!]),
  )
  const overrides = Object.fromEntries(
    Object.entries(SCHEMA_OVERRIDES).map(([name, override]) => [name, override.json]),
  )
  return {
    openapi: '3.1.1',
    info: {
      title: 'Storefront APIs',
      version: '1',
      description:
        'Every call the storefront makes, generated from its call tables (src/api/schemas/calls) ' +
        'by `npm run openapi`; see docs/api.md#the-openapi-document. The status service is its own ' +
        'host in production (VITE_STATUS_SERVICE_URL); the sandbox serves all three on one origin.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'The API host (the sandbox in development and tests)' }],
    tags: Object.entries(API_TABLES).map(([name, table]) => ({ name, description: table.title })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ...entities, ...overrides },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "The member's consumer token" },
        guest: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Guest-Authorization',
          description: '`Bearer <guest token>` when a guest token exists',
        },
      },
    },
  }
}

/** The file as `npm run openapi` writes it. */
export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`
}
