import type { EmailTemplateType } from '../../../src/api/schemas/requests/auth'

/**
 * An e-mail the sandbox "sent" (nothing leaves the machine): kept so a test can read it and
 * follow its link, as a person would (GET /__sandbox/mailbox).
 */
export type MailKind = 'verification' | 'reset_password'

export interface MailRow {
  id: number
  to: string
  user_id: number
  kind: MailKind
  template: EmailTemplateType
  /** What the e-mail's button opens. */
  link: string
  /** The secret in the link: a verification token, or the password-reset token. */
  token: string
  created_at: string
}
