import type { Tables } from '../tables'
import type { UserRow } from '../types/people'
import { FX } from '../fixtures'
import { userAvatarUrl } from '../images'
import type { Timeline } from './time'

const T = FX.tokens

function user(row: Omit<UserRow, 'avatar_url' | 'passport_token' | 'sso_token'> & Partial<UserRow>): UserRow {
  return { avatar_url: userAvatarUrl(row.id), passport_token: null, sso_token: null, ...row }
}

/** Members, live-shop buyers, livers, a guest and ready-made sessions. */
export function seedPeople(t: Tables, time: Timeline): void {
  const users: UserRow[] = [
    user({
      id: FX.users.member, email: FX.member.email, password: FX.member.password,
      first_name: '花子', last_name: '佐藤', phone_number: '09012345678',
      does_age_verify: null, is_email_verified: true, locale: 'ja', user_id_17: '17-user-000001',
      register_region: 'JP', is_accept_data_policy: true, passport_token: T.passportMember,
    }),
    // Underage and with nothing saved: the empty states and the adult_warning refusal.
    user({
      id: FX.users.minor, email: 'minor@example.com', password: 'Passw0rd!',
      first_name: '蓮', last_name: '田中', phone_number: null,
      does_age_verify: false, is_email_verified: true, locale: 'ja', user_id_17: '17-user-000002',
      register_region: 'JP', is_accept_data_policy: true,
    }),
    // Registered but never clicked the verification e-mail.
    user({
      id: FX.users.unverified, email: 'unverified@example.com', password: 'Passw0rd!',
      first_name: '美咲', last_name: '高橋', phone_number: null,
      does_age_verify: null, is_email_verified: false, locale: 'ja', user_id_17: '17-user-000003',
      register_region: 'JP', is_accept_data_policy: true,
    }),
    user({
      id: FX.users.buyerJp, email: 'buyer-jp@example.com', password: null,
      first_name: '一郎', last_name: '鈴木', phone_number: '08011112222',
      does_age_verify: true, is_email_verified: true, locale: 'ja', user_id_17: '17-user-000011',
      register_region: 'JP', is_accept_data_policy: true, sso_token: T.buyerJp,
    }),
    user({
      id: FX.users.buyerTw, email: 'buyer-tw@example.com', password: null,
      first_name: '美玲', last_name: '陳', phone_number: '0912345678',
      does_age_verify: true, is_email_verified: true, locale: 'zh_TW', user_id_17: '17-user-000012',
      register_region: 'TW', is_accept_data_policy: true, sso_token: T.buyerTw,
    }),
    // Has not accepted the data policy yet; region unknown; English.
    user({
      id: FX.users.buyerNew, email: 'buyer-new@example.com', password: null,
      first_name: 'Alex', last_name: 'Kim', phone_number: null,
      does_age_verify: null, is_email_verified: true, locale: 'en', user_id_17: '17-user-000013',
      register_region: null, is_accept_data_policy: false, sso_token: T.buyerNew,
    }),
    // Both a marketplace member and a live buyer, with two cards and two payees to remove.
    user({
      id: FX.users.wallet, email: FX.wallet.email, password: FX.wallet.password,
      first_name: '真央', last_name: '中村', phone_number: '07033334444',
      does_age_verify: true, is_email_verified: true, locale: 'ja', user_id_17: '17-user-000014',
      register_region: 'JP', is_accept_data_policy: true, sso_token: T.buyerWallet,
    }),
  ]
  for (const u of users) t.users.set(u.id, u)

  const livers = [
    { id: FX.livers.jp, name: 'ひなた', sso_token: T.sellerJp, login: 'ok', whitelisted: true },
    { id: FX.livers.blocked, name: 'ブロック済みライバー', sso_token: T.sellerBlocked, login: 'not_whitelisted', whitelisted: false },
    { id: FX.livers.enterprise, name: 'モード東京', sso_token: T.sellerEnterprise, login: 'ok', whitelisted: true },
    { id: FX.livers.unset, name: 'はじめての出店', sso_token: T.sellerUnset, login: 'ok', whitelisted: true },
    { id: FX.livers.broken, name: '障害テスト', sso_token: T.sellerBroken, login: 'broken', whitelisted: true },
    { id: FX.livers.tw, name: '小雨', sso_token: T.sellerTw, login: 'ok', whitelisted: true },
  ] as const
  for (const l of livers) t.livers.set(l.id, { ...l })

  const created_at = time.at({ days: -1 })
  t.guests.set(FX.guests.fixture, { id: FX.guests.fixture, token: T.guest, created_at })
  const sessions = [
    { token: T.sessionMember, kind: 'user', user_id: FX.users.member, created_at },
    { token: T.sessionBuyerJp, kind: 'user', user_id: FX.users.buyerJp, created_at },
    { token: T.sessionBuyerTw, kind: 'user', user_id: FX.users.buyerTw, created_at },
    { token: T.sessionSellerJp, kind: 'seller', liver_id: FX.livers.jp, created_at },
    { token: T.sessionSellerUnset, kind: 'seller', liver_id: FX.livers.unset, created_at },
  ] as const
  for (const s of sessions) t.sessions.set(s.token, { ...s })

  t.resetTokens.set(T.resetValid, { token: T.resetValid, user_id: FX.users.member, valid: true })
  t.resetTokens.set(T.resetExpired, { token: T.resetExpired, user_id: FX.users.member, valid: false })
}
