import { useCallback, useEffect, useRef, useState } from 'react'
import { reportUnexpected } from '../../api/client/report-unexpected'

export type Problems<V, E> = Partial<Record<keyof V, E>>

export interface FormRules<V, E> {
  /** What the form starts with, and goes back to on `reset`. */
  initial: V | (() => V)
  /** Each field's problem in these values (the field rules), none for a field that is fine. */
  check?: (values: V) => Problems<V, E>
  /**
   * `live` (the default): once a submit was tried, a field's message follows what is typed.
   * `untilEdited`: a problem found on submit goes when its field is edited, until the next submit.
   */
  recheck?: 'live' | 'untilEdited'
  /** Names the form in the report of a call that failed unexpectedly. */
  source?: string
}

const hasAny = (problems: object) => Object.values(problems).some((p) => p !== undefined)

/**
 * The one way a form holds its state (docs/reliability.md#forms): the typed values, kept whatever
 * happens; each field's problem, shown once a submit was tried; what the server refused, marked
 * on its fields until they change; focus on the first field marked invalid after a refused
 * submit, so its message is read out (only then: fixing one field must not pull focus to
 * another); one submit at a time, and the failure of a call that belongs to no field.
 */
export function useForm<V extends object, E = string>(rules: FormRules<V, E>) {
  const [values, setValues] = useState(rules.initial)
  const [tried, setTried] = useState(false)
  const [edited, setEdited] = useState<ReadonlySet<keyof V>>(new Set())
  const [refused, setRefused] = useState<Problems<V, E>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const working = useRef(false)
  const root = useRef<HTMLElement | null>(null)
  const [focusRequests, setFocusRequests] = useState(0)
  useEffect(() => {
    // After the render that marked the fields, so the marks are there to find.
    if (focusRequests > 0)
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequests])
  const focusFirstInvalid = useCallback(() => setFocusRequests((count) => count + 1), [])

  const problems: Problems<V, E> = rules.check?.(values) ?? {}
  const live = (rules.recheck ?? 'live') === 'live'
  /** The message the field shows now: its own problem, else what the server refused. */
  const error = (field: keyof V): E | undefined => {
    const own = tried && (live || !edited.has(field)) ? problems[field] : undefined
    return own ?? (edited.has(field) ? undefined : refused[field])
  }

  const patch = (changed: Partial<V>) => {
    setValues((current) => ({ ...current, ...changed }))
    setEdited((current) => new Set([...current, ...(Object.keys(changed) as (keyof V)[])]))
  }
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      patch({ [field]: value } as unknown as Partial<V>)

  /** The server refused these fields: marked until changed, the first one focused. */
  const refuse = useCallback(
    (fields: Problems<V, E>) => {
      setRefused(fields)
      setEdited(new Set())
      if (hasAny(fields)) focusFirstInvalid()
    },
    [focusFirstInvalid],
  )

  /**
   * A submit handler: marks the try, and goes on with the values only when no field has a
   * problem; a promise it returns keeps the form busy, and its rejection is the form's failure.
   * The handler itself answers nothing: what `go` does is said on the form (busy, the failure),
   * so nobody waits for it.
   */
  const submit = (go: (values: V) => unknown) => (event?: { preventDefault(): void }) => {
    event?.preventDefault()
    // Never rejects: a rejection of `go` is caught, reported and shown as the form's failure.
    void run(go)
  }

  const run = async (go: (values: V) => unknown) => {
    if (working.current) return
    setTried(true)
    setEdited(new Set())
    setRefused({})
    setFailure(null)
    if (hasAny(problems)) return focusFirstInvalid()
    const pending = go(values)
    if (!(pending instanceof Promise)) return
    working.current = true
    setBusy(true)
    try {
      await pending
    } catch (caught) {
      reportUnexpected(caught, { source: rules.source ?? 'form' })
      setFailure({ error: caught })
    } finally {
      working.current = false
      setBusy(false)
    }
  }

  const { initial } = rules
  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? (typeof initial === 'function' ? (initial as () => V)() : initial))
      setTried(false)
      setEdited(new Set())
      setRefused({})
    },
    [initial],
  )

  return {
    values,
    set,
    patch,
    error,
    /** Whether the values pass the field rules (whether or not a submit was tried). */
    valid: !hasAny(problems),
    tried,
    /** Shows the fields' messages without submitting (a look-up asked of a malformed value). */
    showErrors: () => setTried(true),
    submit,
    refuse,
    /** A failure the form says above its fields (a call's answer that belongs to no field). */
    fail: (error: unknown) => setFailure({ error }),
    failure,
    busy,
    reset,
    focusFirstInvalid,
    /** Put on the form (or the section holding its fields): where focus looks for a marked field. */
    holder: useCallback((node: HTMLElement | null) => {
      root.current = node
    }, []),
  }
}

export type FormState<V extends object, E = string> = ReturnType<typeof useForm<V, E>>
