import type { Contact } from '../../../machines/checkout/checkout-steps'

export type ContactProblem = 'emailMissing' | 'emailInvalid' | 'phoneMissing' | 'phoneInvalid'

/**
 * What is wrong with the contact before the checkout call (the server checks again): a guest
 * must give both, a member may leave them to the account's. Phones: digits, spaces, + and -.
 */
export function contactProblems(
  contact: Contact,
  member: boolean,
): { email?: ContactProblem; phone?: ContactProblem } {
  const email = contact.email?.trim() ?? ''
  const phone = contact.phone?.trim() ?? ''
  const problems: { email?: ContactProblem; phone?: ContactProblem } = {}
  if (!email) {
    if (!member) problems.email = 'emailMissing'
  } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'emailInvalid'
  if (!phone) {
    if (!member) problems.phone = 'phoneMissing'
  } else if (!/^\+?[\d\s-]{6,20}$/.test(phone)) problems.phone = 'phoneInvalid'
  return problems
}
