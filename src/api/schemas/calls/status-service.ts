/** The status service's one call (spec 7). */
import { MaintenanceStatusSchema } from '../maintenance'
import type { CallContract } from './call'

export const statusServiceCalls = {
  getMaintenanceStatus: {
    method: 'GET',
    path: '/maintenance-status',
    response: MaintenanceStatusSchema,
  },
} as const satisfies Record<string, CallContract>
