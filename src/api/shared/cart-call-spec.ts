/**
 * Client call specs read off the contract tables (src/api/schemas/calls), so a cart or checkout
 * function states only its name and inputs: method, path, request and answer schemas come from
 * the same table entry the sandbox serves, and the two cannot drift.
 */
import type { CallSpec, Method, ResultCallSpec } from '../client/call-spec'
import type { ApiErrorBody } from '../client/results'
import { fillPath, type BodyOf, type CallContract, type PathParams } from '../schemas/calls/call'
import type * as v from 'valibot'

export type PathArgs<C extends CallContract> = Record<PathParams<C['path']>, string | number>

/** `body` is checked against `schema` (the entry's own by default) before anything is sent. */
export interface CallInput<C extends CallContract> {
  params: PathArgs<C>
  body?: BodyOf<C>
  schema?: v.GenericSchema
}

export function contractCall<C extends CallContract>(
  name: string,
  call: C,
  input: CallInput<C>,
): CallSpec<C['response']> {
  const schema = input.schema ?? call.body
  return {
    name,
    method: call.method.toLowerCase() as Method,
    path: fillPath(call.path, input.params),
    response: call.response,
    ...(schema === undefined ? {} : { body: { schema, value: input.body } }),
  }
}

type WithErrors = CallContract & { errorBody: v.GenericSchema<unknown, ApiErrorBody> }

/** The same, for the result flavours: non-2xx bodies are read with the entry's `errorBody`. */
export function contractResultCall<C extends WithErrors>(
  name: string,
  call: C,
  input: CallInput<C>,
): ResultCallSpec<C['response'], C['errorBody']> {
  return { ...contractCall(name, call, input), errors: call.errorBody }
}
