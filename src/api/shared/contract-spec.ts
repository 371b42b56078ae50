/**
 * Client call specs made from the contract tables (src/api/schemas/calls), so a client function
 * states only its name, its input and its flavour: method, path, request and response schemas
 * come from the one entry the sandbox routes use too.
 */
import type * as v from 'valibot'
import {
  checked,
  type CallSpec,
  type Checked,
  type Method,
  type QueryRecord,
} from '../client/call-spec'
import {
  fillPath,
  type CallContract,
  type PathParamValues,
  type PathParams,
} from '../schemas/calls/call'

type ParamsPart<C extends CallContract> = [PathParams<C['path']>] extends [never]
  ? { params?: never }
  : { params: PathParamValues<C['path']> }

type BodyPart<C extends CallContract> = C['body'] extends v.GenericSchema
  ? { body: v.InferInput<C['body']> }
  : { body?: never }

type QueryPart<C extends CallContract> = C['query'] extends v.GenericSchema
  ? { query: v.InferInput<C['query']> }
  : { query?: never }

/** What a call takes: its path parameters, body and query, each only where the entry has one. */
export type ContractInput<C extends CallContract> = ParamsPart<C> & BodyPart<C> & QueryPart<C>

/**
 * `contractSpec('v2.login', accountCalls.login, { body })`: the request is checked against the
 * entry's schemas before anything is sent, and the answer read with its response schema.
 */
export function contractSpec<C extends CallContract>(
  name: string,
  call: C,
  input: ContractInput<C>,
): CallSpec<C['response']> {
  const { params, body, query } = input as {
    params?: Record<string, string | number>
    body?: unknown
    query?: unknown
  }
  const spec: CallSpec<C['response']> = {
    name,
    method: call.method.toLowerCase() as Method,
    // The tables' paths are absolute; the client's are relative to the API host.
    path: fillPath<string>(call.path, params ?? {}).replace(/^\//, ''),
    response: call.response,
  }
  if (call.body) spec.body = checked(call.body, body)
  // The query schemas give flat records of strings and numbers, which is what a query is.
  if (call.query) spec.query = checked(call.query, query) as Checked<QueryRecord>
  return spec
}
