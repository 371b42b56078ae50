/**
 * People the sandbox knows: users (marketplace members and live-shop buyers are the same handsup
 * account, as on the real server), guests, livers (sellers) and the sessions issued to them.
 */
import type { Currency, Region } from '../../../src/api/schemas/common'
import type { HandsupLocale, RegisterRegion } from '../../../src/api/schemas/live-user'

export type { Currency, Region }

export interface UserRow {
  id: number
  email: string
  /** Plain text: this is a sandbox, and the fixtures document the passwords anyway. */
  password: string | null
  first_name: string
  last_name: string
  phone_number: string | null
  avatar_url: string
  /** null = age not set; true = grown up; false = underage. */
  does_age_verify: boolean | null
  is_email_verified: boolean
  locale: HandsupLocale
  /** The live-shop side: the 17 account this handsup user is linked to. */
  user_id_17: string
  register_region: RegisterRegion | null
  is_accept_data_policy: boolean
  /** The single sign-on token a live page gets from 17 (`buyer-jp`); null for web-only members. */
  sso_token: string | null
  /** A `passport_token` that logs this user in on the marketplace; null when none. */
  passport_token: string | null
}

export interface GuestRow {
  id: number
  token: string
  created_at: string
}

/** What a seller (or buyer) single sign-on token does at login. */
export type LoginOutcome = 'ok' | 'not_whitelisted' | 'broken'

export interface LiverRow {
  /** The liver id the live pages carry in their query (`1001`). */
  id: number
  name: string
  /** The seller screens' single sign-on token (`seller-jp`); null when the liver has none. */
  sso_token: string | null
  login: LoginOutcome
  /** Off the allow-list: stream access answers LIVER_NOT_IN_WHITELIST. */
  whitelisted: boolean
}

export type SessionRow =
  | { token: string; kind: 'user'; user_id: number; created_at: string }
  | { token: string; kind: 'seller'; liver_id: number; created_at: string }

/** Who owns a cart, an address, a card or an order: a handsup user or a guest. */
export type Owner = `user:${number}` | `guest:${number}`

export const userOwner = (id: number): Owner => `user:${id}`
export const guestOwner = (id: number): Owner => `guest:${id}`

/** Password-reset tokens the sandbox "e-mailed"; `valid` false answers is_valid false. */
export interface ResetTokenRow {
  token: string
  user_id: number
  valid: boolean
}
