import type { Db } from '../../db/db'
import type { UserRow } from '../../db/types/people'
import { validationError } from '../../http/validate'

/**
 * The password rule, which the API leaves to the server: at least 8 characters, the same for
 * registering, resetting and changing (sandbox/db/FIXTURES.md).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`

export const isTooShort = (password: string) => [...password].length < PASSWORD_MIN_LENGTH

/** 422 VALIDATION_EXCEPTION on `password` when it is under the minimum. */
export function checkPasswordLength(password: string): void {
  if (isTooShort(password)) throw validationError({ password: [PASSWORD_TOO_SHORT] })
}

/** E-mail addresses match whatever their case, as the login form does not care either. */
export function userByEmail(db: Db, email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase()
  return [...db.users.values()].find((user) => user.email.toLowerCase() === wanted)
}
