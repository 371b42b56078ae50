/**
 * An entity as it travels in JSON: the schema's output type with every `Date` as the ISO string
 * the server sends (the schemas turn them into Dates on the client side).
 */
export type Wire<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Wire<U>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T
