import type { Context } from 'hono'
import * as v from 'valibot'

export type Validated<T> = { ok: true; value: T } | { ok: false; answer: Response }

/**
 * Reads a control's JSON body against its schema. A bad body gets the API's own error shape,
 * 422 VALIDATION_EXCEPTION with the offending fields, so a typo in a test setup is loud.
 */
export async function validateJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  /** The body to check instead of the request's (a control whose body is optional). */
  given?: unknown,
): Promise<Validated<v.InferOutput<TSchema>>> {
  let body: unknown = given
  if (given === undefined) {
    try {
      body = await c.req.json()
    } catch {
      return { ok: false, answer: invalid(c, { body: ['is not JSON'] }) }
    }
  }
  const result = v.safeParse(schema, body)
  if (result.success) return { ok: true, value: result.output }
  const flat = v.flatten(result.issues)
  const fields: Record<string, string[]> = { ...(flat.nested as Record<string, string[]>) }
  if (flat.root) fields.body = flat.root
  return { ok: false, answer: invalid(c, fields) }
}

function invalid(c: Context, fields: Record<string, string[]>): Response {
  return c.json(
    { code: 'VALIDATION_EXCEPTION', message: 'The control body is invalid.', data: fields },
    422,
  )
}
