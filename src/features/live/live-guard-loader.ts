/**
 * The live guards load with the first live page (they bring the API calls and schemas along),
 * so the routes' beforeLoad, which stays in the shell, only holds this import. The live brand's
 * default locale comes along, registered at start-up (see live-locale-default.ts).
 */
import './live-locale-default'
import { ensureCatalog } from '../../i18n/activate'

export const loadLiveGuards = async () => {
  // The live area's messages come with its guards, before any live page renders.
  const [guards] = await Promise.all([import('./session/live-guards'), ensureCatalog('live')])
  return guards
}
