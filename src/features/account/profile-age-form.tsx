import { Trans, useLingui } from '@lingui/react/macro'
import { ageStatusOf, type SessionUser } from '../../api/schemas/session'
import { Button } from '../ui/button'
import { SelectField } from '../ui/select-field'
import { AccountForm } from './account-form'
import { useForm } from '../forms/use-form'
import type { ProfileFormProps } from './profile-name-form'
import { useSaveProfile } from './use-save-profile'

type Answer = '' | 'adult' | 'minor'

function answerOf(user: SessionUser): Answer {
  const status = ageStatusOf(user.does_age_verify)
  return status === 'grown_up' ? 'adult' : status === 'underage' ? 'minor' : ''
}

/**
 * The age answer, saved alone (the API takes it apart from the name): it decides who may buy
 * products marked for adults.
 */
export function ProfileAgeForm({ user, visitor }: ProfileFormProps) {
  const { t } = useLingui()
  const save = useSaveProfile(visitor)
  const form = useForm<{ answer: Answer }, 'missing'>({
    initial: () => ({ answer: answerOf(user) }),
    check: ({ answer }) => ({ answer: answer === '' ? 'missing' : undefined }),
    recheck: 'untilEdited',
    source: 'account form',
  })
  const { holder } = form

  const submit = form.submit(({ answer }) =>
    save({ does_age_verify: answer === 'adult' }, t`Your age answer has been saved.`),
  )

  return (
    <AccountForm ref={holder} title={<Trans>Age check</Trans>} callFailure={form.failure}>
      <p>
        <Trans>Some products, such as alcohol, are sold only to people aged 20 or over.</Trans>
      </p>
      <SelectField
        label={t`Are you 20 or over?`}
        name="age"
        required
        placeholder={t`Not answered yet`}
        options={[
          { value: 'adult', label: t`Yes, I am 20 or over` },
          { value: 'minor', label: t`No, I am under 20` },
        ]}
        value={form.values.answer}
        onChange={(event) => form.set('answer')(event.target.value as Answer)}
        error={form.error('answer') && t`Choose an answer first.`}
      />
      <Button type="submit" loading={form.busy} onClick={submit}>
        <Trans>Save age answer</Trans>
      </Button>
    </AccountForm>
  )
}
