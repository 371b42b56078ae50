import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { SessionUser } from '../../api/schemas/session'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { AccountForm } from './account-form'
import { useFieldMessage } from '../forms/field-messages'
import { typedDigits, type FieldProblem } from '../forms/field-rules'
import { useForm } from '../forms/use-form'
import { validateProfileName, type ProfileNameValues } from './form-rules'
import { NameFields } from './name-fields'
import { useSaveProfile } from './use-save-profile'

export interface ProfileFormProps {
  user: SessionUser
  visitor: VisitorActorRef
}

/** Name and phone, saved together: the API takes the three as one update. */
export function ProfileNameForm({ user, visitor }: ProfileFormProps) {
  const { t } = useLingui()
  const save = useSaveProfile(visitor)
  const problemMessage = useFieldMessage()
  const form = useForm<ProfileNameValues, FieldProblem>({
    initial: () => ({
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone_number: user.phone_number ?? '',
    }),
    check: validateProfileName,
    recheck: 'untilEdited',
    source: 'account form',
  })
  const { holder } = form
  const { values } = form

  const submit = form.submit(async () => {
    const trimmed = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: typedDigits(values.phone_number),
    }
    await save(trimmed, t`Your name and phone number have been saved.`)
  })

  return (
    <AccountForm ref={holder} title={<Trans>Name and phone</Trans>} callFailure={form.failure}>
      <NameFields
        values={values}
        errors={{
          last_name: problemMessage(form.error('last_name'), { kind: 'name' }),
          first_name: problemMessage(form.error('first_name'), { kind: 'name' }),
        }}
        onChange={(field, value) => form.set(field)(value)}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        name="phone_number"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phone_number}
        onChange={(event) => form.set('phone_number')(event.target.value)}
        error={problemMessage(form.error('phone_number'))}
      />
      <Button type="submit" loading={form.busy} onClick={submit}>
        <Trans>Save name and phone</Trans>
      </Button>
    </AccountForm>
  )
}
