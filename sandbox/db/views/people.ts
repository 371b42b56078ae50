import type { GuestRow, UserRow } from '../types/people'
import type { Guest, SessionUser } from '../../../src/api/schemas/session'
import type { LiveShopUser } from '../../../src/api/schemas/live-user'

/** Family name first, as Japanese and Chinese names are written. */
export const fullName = (user: UserRow) => `${user.last_name} ${user.first_name}`.trim()

/** The marketplace session user (GET /api/v2/live-web/me `user`). */
export function sessionUserView(user: UserRow): SessionUser {
  return {
    id: user.id,
    avatar_url: user.avatar_url,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    phone_number: user.phone_number,
    does_age_verify: user.does_age_verify,
    has_password: user.password !== null,
  }
}

export function guestView(guest: GuestRow): Guest {
  return { id: guest.id, token: guest.token }
}

/** The live-shop user (GET /api/v1/17shop/me). */
export function liveUserView(user: UserRow): LiveShopUser {
  return {
    is_accept_data_policy: user.is_accept_data_policy,
    '17_user': {
      user_id: user.user_id_17,
      does_age_verify: user.does_age_verify,
      register_region: user.register_region,
    },
    locale: user.locale,
  }
}
