/**
 * For "either this or that" payloads (docs/entities.md#either-or-payloads): the keys of the other
 * form must be absent. A union of plain objects would accept a mix, silently dropping one half;
 * forbidding the other half's keys makes a mixed payload a clear failure. JSON drops `undefined`,
 * so absent and `undefined` are the same on the wire.
 */
import * as v from 'valibot'

export const absent = v.optional(v.undefined('Not allowed together with the other form'))

/** Passwords are taken as typed: no trimming, only non-empty (the minimum length is the server's). */
export const PasswordSchema = v.pipe(v.string(), v.nonEmpty('Required'))
