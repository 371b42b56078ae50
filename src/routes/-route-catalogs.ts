import { ensureCatalog, type CatalogArea } from '../i18n/activate'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Messages the route's pages show beyond the shell's and their shop's (lingui.config.ts): the
     * root guard loads them before the route renders, beside the language.
     */
    catalog?: CatalogArea
  }
}

/** Starts loading every catalog the matched routes ask for; resolves once they have loaded. */
export function ensureRouteCatalogs(
  matches: readonly { staticData: { catalog?: CatalogArea } }[],
): Promise<unknown> {
  const areas = new Set(matches.flatMap((match) => match.staticData.catalog ?? []))
  return Promise.all([...areas].map(ensureCatalog))
}
