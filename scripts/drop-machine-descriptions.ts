/**
 * A state's `description` is written for people reading the machine: the Stately visualiser, the
 * exported diagrams, the development inspector. The production bundle has no reader for it, and in
 * the checkout and payment machines it was 3.6 KB of the chunk every checkout page loads. This
 * Babel plugin drops a `description` whose value is plain text from the machines' object literals;
 * the build runs it on `machines/**` only, so the source, the diagrams and development keep them.
 */

/** The few node fields this reads (Babel 7 ships no types of its own). */
interface Node {
  type: string
  name?: string
  value?: unknown
  expressions?: unknown[]
  operator?: string
  left?: Node
  right?: Node
}
interface PropertyPath {
  node: { key: Node; computed: boolean; value: Node }
  remove(): void
}

/** A string, a template without placeholders, or such pieces joined with `+`. */
const isPlainText = (value: Node): boolean =>
  value.type === 'StringLiteral' ||
  (value.type === 'TemplateLiteral' && value.expressions?.length === 0) ||
  (value.type === 'BinaryExpression' &&
    value.operator === '+' &&
    isPlainText(value.left!) &&
    isPlainText(value.right!))

export function dropMachineDescriptions() {
  return {
    name: 'drop-machine-descriptions',
    visitor: {
      ObjectProperty(path: PropertyPath) {
        const { key, computed, value } = path.node
        const named =
          !computed &&
          ((key.type === 'Identifier' && key.name === 'description') ||
            (key.type === 'StringLiteral' && key.value === 'description'))
        if (named && isPlainText(value)) path.remove()
      },
    },
  }
}
