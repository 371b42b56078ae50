/**
 * Bidirectional isolation for a name that goes into a text string (an aria-label, an image's
 * alt, a toast): what `<bdi>` is for a name shown as an element. A right-to-left name (or one
 * carrying a right-to-left override) stays one unit and cannot reorder the words around it.
 */
const FSI = '\u2068' // FIRST STRONG ISOLATE: the name's own first letter sets its direction.
const PDI = '\u2069' // POP DIRECTIONAL ISOLATE
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']) // LRI, RLI, FSI

/**
 * The name between FSI and PDI. Isolates inside the name are balanced first, so the name
 * cannot end the isolation early (a stray PDI) or keep it open past its end (an unclosed
 * LRI, RLI or FSI); overrides and embeddings inside it end at the closing PDI by themselves.
 */
export function isolated(name: string): string {
  let open = 0
  let balanced = ''
  for (const char of name) {
    if (ISOLATE_OPENERS.has(char)) open += 1
    else if (char === PDI) {
      if (open === 0) continue
      open -= 1
    }
    balanced += char
  }
  return `${FSI}${balanced}${PDI.repeat(open)}${PDI}`
}
