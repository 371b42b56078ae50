/**
 * What the visitor machine knows, as plain types. Machines import nothing from `src`, so these
 * mirror the session schemas (src/api/schemas/session.ts); test/unit/visitor/visitor-types.test-d.ts
 * fails if the two drift apart.
 */

/** The marketplace member (GET /api/v2/live-web/me `user`). */
export interface SessionUser {
  id: number
  avatar_url: string | null
  first_name: string | null
  last_name: string | null
  full_name: string | null
  email: string
  phone_number: string | null
  does_age_verify: boolean | null
  has_password: boolean
}

/** A guest session (GET /api/v2/live-web/me `guest`, POST /api/v2/guest/token `data`). */
export interface Guest {
  id: number
  token: string
}

/** Who the server says the tokens sent belong to. */
export interface SessionRead {
  user: SessionUser | null
  guest: Guest | null
}

/** Login by e-mail and password, or by the passport token of a link. */
export type LoginCredentials = { email: string; password: string } | { passport_token: string }

/** A login the server accepted: the member (consumer) token to keep. */
export interface LoginAccepted {
  token: string
}

/**
 * Why a login or a guest session failed: the server's code (PASSPORT_TOKEN_EXPIRED_OR_INVALID,
 * EMAIL_OR_PASSWORD_INCORRECT), NETWORK when no answer came, else UNKNOWN. The app's effects
 * reject with an error carrying `code`; anything else counts as UNKNOWN.
 */
export const UNKNOWN_VISITOR_FAILURE = 'UNKNOWN'

export function failureCodeOf(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error.code
  }
  return UNKNOWN_VISITOR_FAILURE
}
