import { useEffect, useState, type FormEvent } from 'react'
import { isApiError } from '../../api/client/results'
import { reportUnexpected } from '../../api/client/report-unexpected'

export type Messages<K extends string> = Partial<Record<K, string>>

/** What one country's address form (or pick-up form) checks and how it saves. */
export interface AddressFormRules<K extends string> {
  empty: Record<K, string>
  /** Each field's translated message for what the form refuses; none for a field that is fine. */
  errorsOf: (values: Record<K, string>) => Messages<K>
  /**
   * The fields a refused save's VALIDATION_EXCEPTION names (its `data`: field to messages), each
   * with its message; none known, and the form says the save failed.
   */
  serverErrorsOf?: (values: Record<K, string>, data: unknown) => Messages<K>
  /** Sends the values the form accepted; rejects when the server refuses. */
  save: (values: Record<K, string>) => Promise<void>
}

const refusalData = (error: unknown): unknown =>
  isApiError(error) &&
  error.failure.kind === 'http' &&
  error.failure.error.code === 'VALIDATION_EXCEPTION'
    ? error.failure.error.data
    : undefined

/**
 * The state of a new-address form, the same for every country: values kept whatever happens,
 * messages once a save was tried (the form's own, then the server's on the fields it names, each
 * gone once its field changes), the first refused field focused, one save at a time.
 */
export function useAddressForm<K extends string>(rules: AddressFormRules<K>) {
  const [values, setValues] = useState(rules.empty)
  const [tried, setTried] = useState(false)
  const [serverErrors, setServerErrors] = useState<Messages<K>>({})
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)
  // The form a save was refused in: focus then goes to its first field marked invalid, so its
  // message is read out (after the render that marked it). Only on a save: fixing one field must
  // not pull focus to another.
  const [refusedIn, setRefusedIn] = useState<{ form: HTMLFormElement } | null>(null)
  useEffect(() => {
    refusedIn?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusedIn])
  const formErrors = rules.errorsOf(values)
  const errors: Messages<K> = tried ? { ...serverErrors, ...formErrors } : {}

  const patch = (changed: Partial<Record<K, string>>) => {
    setValues((current) => ({ ...current, ...changed }))
    setServerErrors((current) => {
      const left = { ...current }
      for (const key of Object.keys(changed)) delete left[key as K]
      return left
    })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const refused = { form: event.currentTarget }
    if (saving) return
    setTried(true)
    setFailed(false)
    setServerErrors({})
    if (Object.values(formErrors).some(Boolean)) {
      setRefusedIn(refused)
      return
    }
    setSaving(true)
    try {
      await rules.save(values)
    } catch (error) {
      reportUnexpected(error, { source: 'address form' })
      const named = rules.serverErrorsOf?.(values, refusalData(error)) ?? {}
      if (Object.values(named).some(Boolean)) {
        setServerErrors(named)
        setRefusedIn(refused)
      } else setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  /** Shows the form's messages without saving (a look-up asked of a malformed postcode). */
  const showErrors = () => setTried(true)

  return { values, patch, errors, failed, saving, submit, showErrors }
}

export type AddressFormState<K extends string> = ReturnType<typeof useAddressForm<K>>

/** The fields `data` (a VALIDATION_EXCEPTION's `{ field: [messages] }`) names, by `fieldOf`. */
export function namedFields<K extends string>(
  data: unknown,
  fieldOf: (key: string) => K | undefined,
): K[] {
  if (typeof data !== 'object' || data === null) return []
  return Object.keys(data).flatMap((key) => {
    const field = fieldOf(key)
    return field === undefined ? [] : [field]
  })
}
