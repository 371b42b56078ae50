/**
 * The contact a checkout sends: e-mail and phone are required when there is no account to take
 * them from (a guest, or a shop that always asks), else optional. Their form (an e-mail address,
 * a phone number) is the form's to check, and the server's.
 */

export interface Contact {
  /** null: a member's own (the server fills it in); a guest must give it. */
  email: string | null
  phone: string | null
  /** A name for the parcel other than the address's, if any. */
  buyerName: string | null
}

/** Both given, or not required. */
export function contactGiven(contact: Contact, required: boolean): boolean {
  return !required || (Boolean(contact.email?.trim()) && Boolean(contact.phone?.trim()))
}
