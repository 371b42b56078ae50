import { useState } from 'react'
import { RegisterForm, type Registered } from './register-form'
import { RegisterSent } from './register-sent'

/** The register tab: the form, then the verification e-mail step. */
export function RegisterPage({ storeSlug }: { storeSlug: string }) {
  const [registered, setRegistered] = useState<Registered>()
  return registered ? (
    <RegisterSent registered={registered} storeSlug={storeSlug} />
  ) : (
    <RegisterForm storeSlug={storeSlug} onRegistered={setRegistered} />
  )
}
