/**
 * The live guards load with the first live page (they bring the API calls and schemas along),
 * so the routes' beforeLoad, which stays in the shell, only holds this import. The live brand's
 * default locale comes along, registered at start-up (see live-locale-default.ts).
 */
import './live-locale-default'

export const loadLiveGuards = () => import('./session/live-guards')
