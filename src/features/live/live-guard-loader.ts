/**
 * The live guards load with the first live page (they bring the API calls and schemas along),
 * so the routes' beforeLoad, which stays in the shell, only holds this import.
 */
export const loadLiveGuards = () => import('./session/live-guards')
