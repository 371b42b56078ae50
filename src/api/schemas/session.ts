/** Marketplace session: the member, the guest, and what the visitor is. */
import * as v from 'valibot'
import { AGE_STATUSES, ageStatusOf, type AgeStatus } from './age-status'
import { IdSchema } from './common'

export const SessionUserSchema = v.object({
  id: IdSchema,
  avatar_url: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  full_name: v.nullable(v.string()),
  email: v.string(),
  phone_number: v.nullable(v.string()),
  /** null until the person has answered the age question (see `ageStatusOf`). */
  does_age_verify: v.nullable(v.boolean()),
  /** false for accounts made by single sign-on that never set a password. */
  has_password: v.boolean(),
})
export type SessionUser = v.InferOutput<typeof SessionUserSchema>

export const GuestSchema = v.object({ id: IdSchema, token: v.string() })
export type Guest = v.InferOutput<typeof GuestSchema>

export const VISITOR_KINDS = ['member', 'guest', 'ghost'] as const
export const VisitorKindSchema = v.picklist(VISITOR_KINDS)
export type VisitorKind = v.InferOutput<typeof VisitorKindSchema>

/**
 * A ghost (no tokens) becomes a guest once it holds a guest token, and a member after
 * login. A member token wins over a guest token (a guest who logs in keeps the guest token for the
 * cart hand-over, but is a member). Empty strings count as no token.
 */
export function visitorKindOf(tokens: {
  memberToken?: string | null
  guestToken?: string | null
}): VisitorKind {
  if (tokens.memberToken) return 'member'
  if (tokens.guestToken) return 'guest'
  return 'ghost'
}

export const AgeStatusSchema = v.picklist(AGE_STATUSES)
export { AGE_STATUSES, ageStatusOf, type AgeStatus }
