import { Trans, useLingui } from '@lingui/react/macro'
import type { VisitorActorRef } from '../../../machines/visitor/visitor.machine'
import type { SessionUser } from '../../api/schemas/session'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { AccountForm, useFormFailure } from './account-form'
import { useFieldMessage } from '../forms/field-messages'
import { useFocusFirstInvalid } from '../shared/focus-first-invalid'
import { hasProblems } from '../forms/field-rules'
import { validateProfileName, type ProfileNameValues } from './form-rules'
import { NameFields } from './name-fields'
import { useFormValues } from './use-form-values'
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
  const { failure, attempt } = useFormFailure()
  const { values, problems, setProblems, change } = useFormValues<keyof ProfileNameValues>({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone_number: user.phone_number ?? '',
  })
  const [form, focusFirstInvalid] = useFocusFirstInvalid()

  const submit = () =>
    attempt(async () => {
      const found = validateProfileName(values)
      setProblems(found)
      if (hasProblems(found)) return focusFirstInvalid()
      const trimmed = {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim(),
      }
      await save(trimmed, t`Your name and phone number have been saved.`)
    })

  return (
    <AccountForm ref={form} title={<Trans>Name and phone</Trans>} failure={failure}>
      <NameFields
        values={values}
        errors={{
          last_name: problemMessage(problems.last_name, { kind: 'name' }),
          first_name: problemMessage(problems.first_name, { kind: 'name' }),
        }}
        onChange={(field, value) => change(field)(value)}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        name="phone_number"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phone_number}
        onChange={(event) => change('phone_number')(event.target.value)}
        error={problemMessage(problems.phone_number)}
      />
      <Button type="submit" onClick={submit}>
        <Trans>Save name and phone</Trans>
      </Button>
    </AccountForm>
  )
}
