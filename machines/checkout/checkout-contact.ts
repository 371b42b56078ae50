/**
 * The contact rules of a checkout, shared by the machine's submit guard and the form's messages:
 * an e-mail like name@example.com, a phone of digits, spaces, + and -; required when there is no
 * account to take them from (a guest, or a shop that always asks), else optional.
 */

export interface Contact {
  /** null: a member's own (the server fills it in); a guest must give it. */
  email: string | null
  phone: string | null
  /** A name for the parcel other than the address's, if any. */
  buyerName: string | null
}

export type ContactProblem = 'emailMissing' | 'emailInvalid' | 'phoneMissing' | 'phoneInvalid'

export interface ContactProblems {
  email?: ContactProblem
  phone?: ContactProblem
}

export function contactProblems(contact: Contact, required: boolean): ContactProblems {
  const email = contact.email?.trim() ?? ''
  const phone = contact.phone?.trim() ?? ''
  const problems: ContactProblems = {}
  if (!email) {
    if (required) problems.email = 'emailMissing'
  } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'emailInvalid'
  if (!phone) {
    if (required) problems.phone = 'phoneMissing'
  } else if (!/^\+?[\d\s-]{6,20}$/.test(phone)) problems.phone = 'phoneInvalid'
  return problems
}
