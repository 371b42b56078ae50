import type { Context, Env, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { ApiError } from './errors'

/**
 * Request validation with the contract's own schemas (src/api/schemas/requests). A body or query
 * that breaks them is answered 422 VALIDATION_EXCEPTION with `data` = offending field (dot path)
 * to messages; malformed JSON is a 422 too (field `body`), never a crash or a 400.
 */
export const VALIDATION_MESSAGE = 'The given data was invalid.'

export type FieldErrors = Record<string, string[]>

export function validationError(fields: FieldErrors): ApiError {
  return new ApiError(422, {
    code: 'VALIDATION_EXCEPTION',
    message: VALIDATION_MESSAGE,
    data: fields,
  })
}

/** Valibot issues as `{ field: [messages] }`; issues about the whole value go under `root`. */
export function fieldErrors(
  issues: [v.GenericIssue, ...v.GenericIssue[]],
  root: string,
): FieldErrors {
  const flat = v.flatten(issues)
  const fields: FieldErrors = {}
  for (const [path, messages] of Object.entries(flat.nested ?? {}))
    if (messages) fields[path] = messages
  const whole = [...(flat.root ?? []), ...(flat.other ?? [])]
  if (whole.length > 0) fields[root] = whole
  return fields
}

/** Checks `value` against `schema`; throws the 422 answer when it does not match. */
export function check<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  root: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw validationError(fieldErrors(result.issues, root))
  return result.output
}

/** The JSON body, whatever the Content-Type says; an empty body reads as `{}`. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw validationError({ body: ['Malformed JSON.'] })
  }
}

/** The query as hono's validator reads it: a repeated key becomes an array. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries()))
    query[key] = values.length === 1 ? (values[0] ?? '') : values
  return query
}

/** Inside a handler: `const body = await parseBody(c, AddCartSchema)`. */
export async function parseBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  return check(schema, await readJson(c), 'body')
}

export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return check(schema, readQuery(c), 'query')
}

type Validated<Target extends 'json' | 'query', S extends v.GenericSchema> = {
  in: { [K in Target]: v.InferInput<S> }
  out: { [K in Target]: v.InferOutput<S> }
}

/** As middleware, for `c.req.valid('json')`: `.post('/add-cart', jsonBody(AddCartSchema), handler)`. */
export function jsonBody<S extends v.GenericSchema, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, Validated<'json', S>> {
  return async (c, next) => {
    const body: unknown = await parseBody(c, schema)
    c.req.addValidatedData('json', body as object)
    await next()
  }
}

export function query<S extends v.GenericSchema, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, Validated<'query', S>> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseQuery(c, schema) as object)
    await next()
  }
}
