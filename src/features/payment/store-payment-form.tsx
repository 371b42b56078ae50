import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ConvenienceCode } from '../../../machines/payment/payment-types'
import type { PaymentActor } from './payment-actor'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { useFieldMessage } from '../forms/field-messages'
import { check, jpPhoneDigits } from '../forms/field-rules'
import { useConvenienceName } from '../wallet/convenience-chain'
import { useForm } from '../forms/use-form'

const CODES: readonly ConvenienceCode[] = ['00001', '00002', '00005', '00008']
const isCode = (value: string): value is ConvenienceCode =>
  (CODES as readonly string[]).includes(value)

/**
 * The convenience-store payment of a placed order: who pays and at which chain; the
 * payment machine then makes the payment account. What was typed stays after a failure.
 */
export function StorePaymentForm({ payment }: { payment: PaymentActor }) {
  const { t } = useLingui()
  const convenienceName = useConvenienceName()
  const message = useFieldMessage()
  const busy = useSelector(payment, (s) => s.hasTag('busy'))
  const error = useSelector(payment, (s) => s.context.error)
  const form = useForm({
    initial: { name: '', kana: '', phone: '', store: '' },
    check: (values) => ({
      name: message(check('name', values.name), {
        kind: 'name',
        required: t`Enter the name of the person who pays.`,
      }),
      kana: message(check('nameKana', values.kana), {
        kind: 'nameKana',
        required: t`Enter the name in katakana.`,
      }),
      phone: message(check('phone', values.phone), { required: t`Enter a phone number.` }),
      store: isCode(values.store) ? undefined : t`Choose a convenience store.`,
    }),
  })
  const { holder, values } = form

  const submit = form.submit(() => {
    if (!isCode(values.store)) return
    payment.send({
      type: 'payment.payee.choose',
      payee: {
        kind: 'new',
        buyer_name: values.name.trim(),
        buyer_name_kana: values.kana.trim(),
        buyer_cellphone: jpPhoneDigits(values.phone),
        convenience_code: values.store,
      },
    })
    payment.send({ type: 'payment.submit' })
  })

  return (
    <form ref={holder} onSubmit={submit} noValidate aria-label={t`Pay at a convenience store`}>
      <p>
        <Trans>Tell us who pays and where; you then get the number to pay with.</Trans>
      </p>
      {error && (
        <Alert tone="danger">
          <Trans>We could not prepare the payment. Check the details and try again.</Trans>
        </Alert>
      )}
      <TextField
        label={t`Name`}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => form.set('name')(event.target.value)}
        error={form.error('name')}
      />
      <TextField
        label={t`Name in katakana`}
        required
        value={values.kana}
        onChange={(event) => form.set('kana')(event.target.value)}
        error={form.error('kana')}
      />
      <TextField
        label={t`Mobile phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={(event) => form.set('phone')(event.target.value)}
        error={form.error('phone')}
      />
      <SelectField
        label={t`Convenience store`}
        required
        placeholder={t`Choose…`}
        options={CODES.map((code) => ({ value: code, label: convenienceName(code) }))}
        value={values.store}
        onChange={(event) => form.set('store')(event.target.value)}
        error={form.error('store')}
      />
      <Button type="submit" loading={busy}>
        <Trans>Get the payment number</Trans>
      </Button>
    </form>
  )
}
