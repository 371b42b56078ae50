import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * After a submit the form refuses, focus goes to the first field marked invalid, so its message
 * is read out with it. Only on submit: fixing one field must not pull focus to another.
 */
export function useFocusFirstInvalid(): [RefObject<HTMLFormElement | null>, () => void] {
  const form = useRef<HTMLFormElement>(null)
  const [requests, setRequests] = useState(0)
  useEffect(() => {
    // Runs after the render that marked the fields, so the marks are there to find.
    if (requests > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [requests])
  return [form, () => setRequests((count) => count + 1)]
}
