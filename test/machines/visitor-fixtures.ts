import type { Guest, SessionUser } from '../../machines/visitor/visitor-types'

/** The sandbox's member as GET /api/v2/live-web/me names them; tests override what they vary. */
export const member: SessionUser = {
  id: 1,
  avatar_url: null,
  first_name: 'Aki',
  last_name: 'Sato',
  full_name: 'Sato Aki',
  email: 'member@example.com',
  phone_number: null,
  does_age_verify: null,
  has_password: true,
}

export const guest: Guest = { id: 7, token: 'guest-token' }
