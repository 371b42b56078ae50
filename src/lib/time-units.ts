/** Time units in seconds: countdowns and expiries are computed in whole seconds. */
export const SECONDS_PER_MINUTE = 60
export const SECONDS_PER_HOUR = 3600
export const SECONDS_PER_DAY = 86400
