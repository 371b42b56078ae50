import { useState } from 'react'
import type { FieldProblems } from '../forms/field-rules'

/**
 * A form's typed values and the problems found in them. Typing in a field clears that field's
 * problem (the person is fixing it) and never touches what was typed elsewhere.
 */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<FieldProblems<K>>({})
  const change = (field: K) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }
  return { values, setValues, problems, setProblems, change }
}
