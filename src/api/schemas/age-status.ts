// Plain values and a rule, no schema: the app shell derives the age status without loading valibot
// schemas (src/features/visitor/visitor-selectors.ts).
export const AGE_STATUSES = ['not_set', 'grown_up', 'underage'] as const
export type AgeStatus = (typeof AGE_STATUSES)[number]

/**
 * Derived age status (docs/entities.md#the-entities), from `does_age_verify` (the answer to "are
 * you an adult?"): null or absent: not set; true: grown up; false: underage. Live-shop users carry
 * the same flag in `17_user`, so the rule takes the flag itself rather than a user.
 */
export function ageStatusOf(doesAgeVerify: boolean | null | undefined): AgeStatus {
  if (doesAgeVerify === true) return 'grown_up'
  if (doesAgeVerify === false) return 'underage'
  return 'not_set'
}
