import { it, type UserView } from '@lavagna/contracts';
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { errorMessage } from '@lavagna/web-kit';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { useUpdateUser } from '../../../../queries/account';
import { SectionCard } from './SectionCard';

type Reminder = 'is48HoursEmailActive' | 'isOneHourEmailActive';

const reminders: { key: Reminder; label: string }[] = [
  { key: 'is48HoursEmailActive', label: ui.account.reminder48 },
  { key: 'isOneHourEmailActive', label: ui.account.reminder1 },
];

/** The two reminder switches; each change is saved at once. */
export function NotificationsCard({ user }: { user: UserView }) {
  const update = useUpdateUser(user.userId);
  const toast = useToast();

  const toggle = (key: Reminder, value: boolean) =>
    update.mutate(
      { personalSettings: { [key]: value } },
      { onSuccess: () => toast.success(it.account.dataUpdated), onError: (e) => toast.error(errorMessage(e)) },
    );

  return (
    <SectionCard title={ui.account.notifications}>
      <FormGroup>
        {reminders.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={user.personalSettings[key]}
                disabled={update.isPending}
                onChange={(e) => toggle(key, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
