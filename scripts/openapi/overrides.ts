/**
 * What the OpenAPI document does not take from `@valibot/to-json-schema` as it converts the call
 * tables, each with why (docs/api.md#the-openapi-document): schemas it cannot convert or would
 * convert to something other than what goes on the wire (each a named component of the document,
 * found by the valibot schema itself, so a schema that moves is still found), actions it has no
 * keyword for, and custom checks. One that is no longer used fails
 * test/unit/openapi/document.test.ts rather than lingering.
 */
import type { JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { PRODUCT_TABS } from '../../src/api/schemas/product'
import { DateSchema, ISO_8601 } from '../../src/lib/dates'
import {
  BareFlagSchema,
  ProductListQuerySchema,
  QueryFlagSchema,
  QueryIntSchema,
  StoreQuerySchema,
} from '../../src/api/schemas/requests/queries'

export interface SchemaOverride {
  schema: v.GenericSchema
  json: JsonSchema
  why: string
}

const TabNamesSchema = ProductListQuerySchema.entries.tab_names.wrapped
const TAB = `(${PRODUCT_TABS.join('|')})`

export const SCHEMA_OVERRIDES: Record<string, SchemaOverride> = {
  Date: {
    schema: DateSchema,
    json: {
      anyOf: [
        { type: 'string', pattern: ISO_8601.source },
        { type: 'number', description: 'Milliseconds since the epoch' },
      ],
    },
    why:
      'The valibot date takes any value and parses it in a transform, so its input converts to ' +
      'an empty schema; on the wire it is an ISO 8601 string (or milliseconds).',
  },
  QueryFlag: {
    schema: QueryFlagSchema,
    json: { type: 'string', enum: ['', '1'] },
    why:
      'The valibot flag takes anything and transforms it to a boolean; on the wire the API ' +
      'spells a flag bare (`all`) or as `1` (`with_market=1`), and nothing else.',
  },
  BareFlag: {
    schema: BareFlagSchema,
    json: { type: 'string', enum: [''] },
    why:
      'The valibot flag takes `true` from the client and the empty string from a query; on the ' +
      'wire the API spells it bare (`all`, which a query parser reads as the empty string).',
  },
  QueryInteger: {
    schema: QueryIntSchema,
    json: { type: 'integer', minimum: 1 },
    why:
      'The valibot query number takes a number or its digits (both sides share it); a query ' +
      'string carries digits, which OpenAPI describes as the integer they spell.',
  },
  TabNames: {
    schema: TabNamesSchema,
    json: { type: 'string', pattern: `^${TAB}(,${TAB})*$` },
    why:
      'The valibot list takes an array or a comma-separated string and splits it; on the wire it ' +
      'is the comma-separated string (`tab_names=normal,printio`).',
  },
  StoreQuery: {
    schema: StoreQuerySchema,
    json: {
      type: 'object',
      properties: {
        liver_id: { type: 'integer', minimum: 1 },
        post_id: { type: 'integer', minimum: 1 },
      },
    },
    why:
      'A union of two query forms (a liver or a post) cannot be split into query parameters; ' +
      'both are listed and the operation says that exactly one is given.',
  },
}

/**
 * Schema types converted by rule wherever they appear, by valibot type.
 */
export const TYPE_OVERRIDES: Record<string, { json: JsonSchema; why: string }> = {
  undefined: {
    json: { not: {} },
    why:
      'A field one form of a body must not carry (`v.optional(v.undefined())`): it is optional, ' +
      'and any value present fails.',
  },
}

/**
 * Actions that leave the wire type as it is and that JSON Schema has no keyword for: the
 * document leaves them out and the valibot schema still applies them. Each with why.
 */
export const IGNORED_ACTIONS: Record<string, string> = {
  trim: 'Whitespace around a value is trimmed before it is checked: the wire may carry it.',
  finite: 'JSON has no infinite or NaN numbers, so every JSON number passes.',
}

export interface ActionOverride {
  /** Merged into the JSON Schema of the value the check is on. */
  json: JsonSchema
  why: string
}

/**
 * Custom checks (`v.check`), which JSON Schema cannot run, by the message they refuse with (the
 * check itself is a function, with nothing else to know it by).
 */
export const CHECK_OVERRIDES: Record<string, ActionOverride> = {
  'A product appears twice': {
    json: { uniqueItems: true },
    why: "A post's product ids are distinct: JSON Schema's own `uniqueItems`.",
  },
  'Nothing to update': {
    json: { minProperties: 1 },
    why: "The live shop's profile update changes at least one of its fields.",
  },
  'The store name does not match the convenience code': {
    json: {},
    why:
      "A new payee's chain name must be the one its code stands for: a pairing JSON Schema " +
      'cannot say; the document lists both fields and the sandbox checks the pair.',
  },
}
