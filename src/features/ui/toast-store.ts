import type { Tone } from './alert'

export interface Toast {
  id: number
  message: string
  tone: Tone
}

export interface ToastOptions {
  tone?: Tone
  /** Milliseconds before it goes away; errors stay until dismissed, so nobody misses them. */
  duration?: number
}

const DEFAULT_DURATION = 6000
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a short message in the toast region of the page layout; returns its id. */
export function showToast(message: string, { tone = 'info', duration }: ToastOptions = {}): number {
  const id = nextId++
  emit([...toasts, { id, message, tone }])
  const lifetime = duration ?? (tone === 'danger' ? undefined : DEFAULT_DURATION)
  if (lifetime !== undefined)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), lifetime),
    )
  return id
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  emit(toasts.filter((toast) => toast.id !== id))
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): readonly Toast[] {
  return toasts
}
