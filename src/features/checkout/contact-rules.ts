import type { Contact } from '../../../machines/checkout/checkout-steps'
import { check } from '../forms/field-rules'

export type ContactProblem = 'emailMissing' | 'emailInvalid' | 'phoneMissing' | 'phoneInvalid'

/**
 * What is wrong with the contact before the checkout call (the server checks again): a guest
 * must give both, a member may leave them to the account's. Each by the shared rule of its kind
 * (a Japanese phone number, an e-mail address of sensible length).
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
  } else if (check('email', email)) problems.email = 'emailInvalid'
  if (!phone) {
    if (!member) problems.phone = 'phoneMissing'
  } else if (check('phone', phone)) problems.phone = 'phoneInvalid'
  return problems
}
