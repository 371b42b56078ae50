import type { EmailTemplateType } from '../../../src/api/schemas/requests/auth'

/**
 * An e-mail the sandbox "sent" (nothing leaves the machine): kept so a test can read it and
 * follow its link, as a person would (GET /__sandbox/mailbox).
 */
export type MailKind = 'verification' | 'reset_password' | 'order'

export interface MailRow {
  id: number
  to: string
  /** The account it was sent for; null for a guest's order e-mail. */
  user_id: number | null
  kind: MailKind
  /** The template the app asked for; null for e-mails the server sends on its own (orders). */
  template: EmailTemplateType | null
  /** What the e-mail's button opens. */
  link: string
  /**
   * The secret in the link: a verification token, the password-reset token, or a guest order's
   * access key (empty for a member's order, which opens after logging in).
   */
  token: string
  /** The order an order e-mail is about. */
  order_id?: number
  /**
   * Part of the fixtures, not sent: its link works, but the mailbox lists only what was sent
   * since the reset, so a reset still leaves it empty.
   */
  seeded?: true
  created_at: string
}
