import { useState, type FormEvent } from 'react'
import { isApiError } from '../../../api/client/results'
import { reportUnexpected } from '../../../api/client/report-unexpected'
import { useForm } from '../../forms/use-form'

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
 * The state of a new-address form, the same for every country, held by the one form hook: values
 * kept whatever happens, messages once a save was tried (the form's own, then the server's on
 * the fields it names, each gone once its field changes), the first refused field focused, one
 * save at a time; a refusal that names no field says the save failed.
 */
export function useAddressForm<K extends string>(rules: AddressFormRules<K>) {
  const form = useForm<Record<K, string>>({ initial: rules.empty, check: rules.errorsOf })
  // The save that failed with no field to blame, with its error (a held-back write is said so).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const fields = Object.keys(rules.empty) as K[]
  const errors = Object.fromEntries(
    fields.map((field) => [field, form.error(field)]),
  ) as Messages<K>

  const save = form.submit(async (values) => {
    try {
      await rules.save(values)
    } catch (error) {
      reportUnexpected(error, { source: 'address form' })
      const named = rules.serverErrorsOf?.(values, refusalData(error)) ?? {}
      if (Object.values(named).some(Boolean)) form.refuse(named)
      else setFailure({ error })
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null)
    return save(event)
  }

  return {
    values: form.values,
    patch: form.patch,
    errors,
    failed: failure !== null,
    failure,
    saving: form.busy,
    submit,
    showErrors: form.showErrors,
    holder: form.holder,
  }
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
