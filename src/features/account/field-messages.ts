import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MIN_LENGTH, type FieldProblem } from './form-rules'

/** One translated sentence per problem, saying what to do about it. */
export function useProblemMessage(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useLingui()
  const min = PASSWORD_MIN_LENGTH
  return (problem) => {
    switch (problem) {
      case undefined:
        return undefined
      case 'required':
        return t`Please fill this in.`
      case 'invalid-email':
        return t`Enter an e-mail address such as name@example.com.`
      case 'too-short':
        return t`Use at least ${min} characters.`
      case 'invalid-phone':
        return t`Enter a phone number of 7 to 15 digits, such as 090-1234-5678.`
    }
  }
}
