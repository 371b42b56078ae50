/** The status service's one call (docs/api.md#the-status-service). */
import { MaintenanceStatusSchema } from '../maintenance'
import type { CallContract } from './call'

export const statusServiceCalls = {
  getMaintenanceStatus: {
    method: 'GET',
    path: '/maintenance-status',
    response: MaintenanceStatusSchema,
  },
} as const satisfies Record<string, CallContract>
