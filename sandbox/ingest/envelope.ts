/**
 * Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/), as
 * @sentry/core's serializeEnvelope writes it: a JSON header line, then per item a JSON header
 * line and a payload that is either `length` bytes (when the header gives one) or one JSON line.
 */
export interface EnvelopeItem {
  header: Record<string, unknown>
  payload: Uint8Array
}

export interface Envelope {
  header: Record<string, unknown>
  items: EnvelopeItem[]
}

const NEWLINE = 10
const decoder = new TextDecoder()

function parseJsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(decoder.decode(bytes))
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SyntaxError(`${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

export function parseEnvelope(bytes: Uint8Array): Envelope {
  let rest = bytes
  const readLine = () => {
    const end = rest.indexOf(NEWLINE)
    const line = end < 0 ? rest : rest.subarray(0, end)
    rest = end < 0 ? rest.subarray(rest.length) : rest.subarray(end + 1)
    return line
  }
  const header = parseJsonObject(readLine(), 'The envelope header')
  const items: EnvelopeItem[] = []
  while (rest.length > 0) {
    const headerLine = readLine()
    if (headerLine.length === 0) continue // a trailing newline
    const itemHeader = parseJsonObject(headerLine, 'An item header')
    const length = itemHeader.length
    let payload: Uint8Array
    if (typeof length === 'number') {
      if (length > rest.length) throw new SyntaxError('An item is shorter than its length')
      payload = rest.subarray(0, length)
      rest = rest.subarray(rest[length] === NEWLINE ? length + 1 : length)
    } else payload = readLine()
    items.push({ header: itemHeader, payload })
  }
  return { header, items }
}

/** The JSON payloads of the envelope's `event` items; sessions, client reports and the rest are ignored. */
export function eventPayloads(envelope: Envelope): Record<string, unknown>[] {
  return envelope.items
    .filter((item) => item.header.type === 'event')
    .map((item) => parseJsonObject(item.payload, 'An event'))
}
