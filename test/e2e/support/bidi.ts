/**
 * A name as the app writes it into an aria-label, alt or toast: between FIRST STRONG ISOLATE and
 * POP DIRECTIONAL ISOLATE, so its direction cannot reorder the words around it. Invisible, and
 * not read aloud; a locator's name must carry them to match.
 */
export const isolated = (name: string) => `\u2068${name}\u2069`
