import { isApiError } from '../../api/client/results'
import type { CommercialLawInfo } from '../../api/schemas/commercial-law'

/** The store's notice, or null for a store that has published none (a 404, not a broken page). */
export async function publishedCommercialLaw(
  read: () => Promise<CommercialLawInfo>,
): Promise<CommercialLawInfo | null> {
  try {
    return await read()
  } catch (error) {
    if (isApiError(error) && error.failure.kind === 'http' && error.failure.status === 404) {
      return null
    }
    throw error
  }
}
