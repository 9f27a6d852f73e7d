import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { REGION_NAMES, provincesOf } from '@lavagna/contracts';
import { Stack } from '@mui/material';

const regionChoices = REGION_NAMES.map((name) => ({ id: name, name }));

/** Region and province as dependent selects: a new region picks its first province. */
export const ResidenceInputs = () => {
  const { setValue } = useFormContext();
  const region = useWatch({ name: 'residence.region' }) as string | undefined;
  const provinceChoices = provincesOf(region ?? '').map((name) => ({ id: name, name }));
  const onRegionChange = (event: { target?: { value?: string } }) => {
    const first = provincesOf(event?.target?.value ?? '')[0] ?? '';
    setValue('residence.province', first, { shouldDirty: true });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap width="100%" sx={{ flexWrap: 'wrap' }}>
      <SelectInput source="residence.region" choices={regionChoices} onChange={onRegionChange} sx={{ minWidth: 220 }} />
      <SelectInput
        source="residence.province"
        choices={provinceChoices}
        disabled={!region}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
};
