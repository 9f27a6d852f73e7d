import { provincesOf, REGION_NAMES } from '@lavagna/contracts';
import { Stack } from '@mui/material';
import { ui } from '../../i18n/it';
import { SelectField } from './SelectField';

export interface Residence {
  region: string;
  province: string;
}

interface Props extends Residence {
  idPrefix: string;
  onChange: (next: Residence) => void;
  errors?: Partial<Record<keyof Residence, string>>;
  disabled?: boolean;
}

/** Region then province; a new region selects its first province. */
export function ResidenceFields({ idPrefix, region, province, onChange, errors = {}, disabled }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        id={`${idPrefix}-region`}
        label={ui.place.region}
        value={region}
        options={REGION_NAMES}
        disabled={disabled}
        onChange={(next) => onChange({ region: next, province: provincesOf(next)[0] ?? '' })}
        error={Boolean(errors.region)}
        helperText={errors.region}
      />
      <SelectField
        id={`${idPrefix}-province`}
        label={ui.place.province}
        value={province}
        options={provincesOf(region)}
        disabled={disabled || !region}
        onChange={(next) => onChange({ region, province: next })}
        error={Boolean(errors.province)}
        helperText={errors.province}
      />
    </Stack>
  );
}
