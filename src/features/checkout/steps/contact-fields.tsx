import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { contactProblems, type ContactProblem } from './contact-rules'
import { contactRequired } from '../../../../machines/checkout/checkout-steps'
import { TextField } from '../../ui/text-field'
import { useFieldMessage } from '../../forms/field-messages'
import { useCheckoutActor } from '../actor/checkout-context'

/**
 * E-mail, phone and a name for the parcel, kept in the machine (so a reload keeps them); the
 * machine says whether they are required, the forms' rules what is malformed; shown once a
 * submit was tried.
 */
export function ContactFields({ tried }: { tried: boolean }) {
  const { t } = useLingui()
  const message = useFieldMessage()
  const actor = useCheckoutActor()
  const context = useSelector(actor, (s) => s.context)
  const required = contactRequired(context)
  // Whether they are required is the machine's rule; their form is the forms' rule.
  const problems = contactProblems(context.contact, !required)

  const problemText = (problem: ContactProblem | undefined) => {
    if (!tried || !problem) return undefined
    switch (problem) {
      case 'emailMissing':
        return t`Enter your e-mail address.`
      // A malformed value breaks the forms' rule, so it gets the forms' words, as in every form.
      case 'emailInvalid':
        return message('invalid-email')
      case 'phoneMissing':
        return t`Enter your phone number.`
      case 'phoneInvalid':
        return message('invalid-phone')
    }
  }
  // A field the shop refused (VALIDATION_EXCEPTION) stays marked until it is changed.
  const refused = context.refusedFields ?? []
  const refusedText = (field: 'email' | 'phone' | 'buyerName') => {
    if (!refused.includes(field)) return undefined
    switch (field) {
      case 'email':
        return t`The shop did not accept this e-mail address. Check it and try again.`
      case 'phone':
        return t`The shop did not accept this phone number. Check it and try again.`
      case 'buyerName':
        return t`The shop did not accept this name. Check it and try again.`
    }
  }
  const change = (patch: Partial<typeof context.contact>) =>
    actor.send({ type: 'checkout.contact.change', contact: { ...context.contact, ...patch } })

  return (
    <fieldset className="checkout-choices">
      <legend>{t`Your contact details`}</legend>
      <TextField
        label={t`E-mail address`}
        description={required ? undefined : t`Leave empty to use your account's.`}
        type="email"
        autoComplete="email"
        required={required}
        value={context.contact.email ?? ''}
        onChange={(event) => change({ email: event.target.value })}
        error={problemText(problems.email) ?? refusedText('email')}
      />
      <TextField
        label={t`Phone number`}
        description={required ? undefined : t`Leave empty to use your account's.`}
        type="tel"
        autoComplete="tel"
        required={required}
        value={context.contact.phone ?? ''}
        onChange={(event) => change({ phone: event.target.value })}
        error={problemText(problems.phone) ?? refusedText('phone')}
      />
      <TextField
        label={t`Name on the parcel`}
        description={t`Leave empty to use the name of the address.`}
        autoComplete="name"
        value={context.contact.buyerName ?? ''}
        onChange={(event) => change({ buyerName: event.target.value })}
        error={refusedText('buyerName')}
      />
    </fieldset>
  )
}
