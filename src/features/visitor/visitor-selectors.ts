/** Selectors over the visitor's snapshot, for `useSelector(visitor, ...)` and route guards. */
import type { VisitorSnapshot } from '../../../machines/visitor/visitor.machine'
import { ageStatusOf, type AgeStatus } from '../../api/schemas/age-status'

/** Not set until the member answers the age question (no member: not set either). */
export function selectAgeStatus(snapshot: VisitorSnapshot): AgeStatus {
  return ageStatusOf(snapshot.context.user?.does_age_verify)
}
