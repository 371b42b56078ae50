import { useLingui } from '@lingui/react/macro'
import { FIELD_LIMITS, type FieldKind, type FieldProblem } from './field-rules'

/**
 * One translated sentence per field problem, saying what to do about it. `kind` gives the
 * length limit of a too-long value; `max` the limit of a quantity; `required` the field's own
 * words for an empty field ("Enter the recipient's name.").
 */
export function useFieldMessage(): (
  problem: FieldProblem | undefined,
  options?: { kind?: FieldKind; max?: number; required?: string },
) => string | undefined {
  const { t } = useLingui()
  return (problem, options = {}) => {
    const kind = options.kind
    const min = FIELD_LIMITS.passwordMin
    switch (problem) {
      case undefined:
        return undefined
      case 'required':
        return options.required ?? t`Please fill this in.`
      case 'too-long': {
        const limit = kind ? lengthLimit(kind) : FIELD_LIMITS.freeText
        return t`Use at most ${limit} characters.`
      }
      case 'too-short':
        return t`Use at least ${min} characters.`
      case 'invalid-email':
        return t`Enter an e-mail address such as name@example.com.`
      case 'invalid-phone':
        return t`Enter a Japanese phone number, such as 090-1234-5678 or 03-1234-5678.`
      case 'invalid-kana':
        return t`Enter the name in katakana.`
      case 'invalid-postcode':
        return t`Enter a seven-digit postcode, such as 100-0001.`
      case 'invalid-card-number':
        return t`Enter the 13 to 19 digits of the card number.`
      case 'invalid-expiry':
        return t`Enter the expiry as MM/YY, such as 08/29.`
      case 'card-expired':
        return t`This card has expired. Use a card that is still valid.`
      case 'invalid-security-code':
        return t`Enter the 3 or 4 digit code.`
      case 'card-already-saved':
        return t`This card is already saved. Choose it in the list above.`
      case 'invalid-quantity':
        return t`Enter a whole number of at least 1.`
      case 'quantity-over-limit': {
        const max = options.max ?? 1
        return t`You can order at most ${max} of this option.`
      }
    }
  }
}

function lengthLimit(kind: FieldKind): number {
  switch (kind) {
    case 'name':
    case 'nameKana':
    case 'cardHolder':
      return FIELD_LIMITS.name
    case 'password':
    case 'newPassword':
      return FIELD_LIMITS.password
    case 'email':
      return FIELD_LIMITS.email
    case 'addressLine':
      return FIELD_LIMITS.addressLine
    default:
      return FIELD_LIMITS.freeText
  }
}
