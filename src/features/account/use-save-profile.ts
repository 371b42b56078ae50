import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import { updateProfile } from '../../api/marketplace-v2/account'
import { showToast } from '../ui/toast-store'
import { useGetHttp } from '../shared/use-http'

type ProfileChange = Parameters<typeof updateProfile>[1]

/**
 * Saves a profile change (PUT /me) and hands the member the server answers with to the visitor
 * machine, so every screen that shows the member follows; then says so. Rejects on failure.
 */
export function useSaveProfile(visitor: VisitorActorRef) {
  const getHttp = useGetHttp()
  return async (change: ProfileChange, savedMessage: string) => {
    const updated = await updateProfile(await getHttp(), change)
    visitor.send({ type: 'visitor.user.updated', user: updated })
    showToast(savedMessage, { tone: 'success' })
  }
}
