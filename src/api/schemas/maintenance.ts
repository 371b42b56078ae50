/** Body of the status service's GET /maintenance-status. */
import * as v from 'valibot'

export const MaintenanceStatusSchema = v.object({ maintaining: v.boolean() })
export type MaintenanceStatusBody = v.InferOutput<typeof MaintenanceStatusSchema>
