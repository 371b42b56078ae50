import {
  contactRequired,
  readyToPlace,
  type Contact,
  type StepContext,
} from '../../../../machines/checkout/checkout-steps'
import { check } from '../../forms/field-rules'
import { newAddressChosen } from '../../../../machines/checkout/checkout-new-address'
import { newAddressWellFormed } from '../address/new-address-rules'

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

/** The contact as the checkout may send it: nothing missing that is required, nothing malformed. */
export function contactWellFormed(contact: Contact, member: boolean): boolean {
  const problems = contactProblems(contact, member)
  return !problems.email && !problems.phone
}

/**
 * The form as the forms' rules accept it: the contact, and a new address the order goes to (the
 * machine itself only asks that it names whom and a phone).
 */
export const formWellFormed = (context: StepContext): boolean =>
  contactWellFormed(context.contact, !contactRequired(context)) &&
  (!newAddressChosen(context) ||
    newAddressWellFormed(context.shipping?.type, context.newAddress ?? null))

/**
 * The checkout's `readyToPlace` as the app runs it: the machine's rule, and a contact and new
 * address the forms' rules accept (provided at the edge, checkout-effects.ts).
 */
export const readyToPlaceWellFormed = (context: StepContext): boolean =>
  readyToPlace(context) && formWellFormed(context)
