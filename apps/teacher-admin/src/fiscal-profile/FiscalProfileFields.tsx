import { Alert, Box, Stack, Typography } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { adminIt } from '../i18n/it';

const t = adminIt.fiscalProfile;

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
    {title}
  </Typography>
);

/** Read-only inputs keep the text colours: these are facts the teacher reads here (WCAG 1.4.3). */
const readable = {
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.primary', WebkitTextFillColor: 'currentColor' },
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
} as const;

/** The bollo switch matters only under forfettario: shown only then. */
const BolloSwitch = ({ readOnly }: { readOnly: boolean }) => {
  const regime = useWatch({ name: 'regime' }) as string | undefined;
  if (regime !== 'RF19') return null;
  return <BooleanInput source="bolloCharged" label={t.bolloCharged} helperText={t.bolloHelp} readOnly={readOnly} />;
};

/** The inputs of the fiscal profile, read-only outside the edit mode. */
export const FiscalProfileFields = ({ readOnly }: { readOnly: boolean }) => (
  <Box sx={readOnly ? readable : undefined}>
    <Section title={t.regimeTitle} />
    <RadioButtonGroupInput
      source="regime"
      label={t.regime}
      readOnly={readOnly}
      row={false}
      choices={[
        { id: 'RF01', name: t.ordinario },
        { id: 'RF19', name: t.forfettario },
      ]}
      helperText={false}
    />
    <Alert severity="info" sx={{ mb: 1 }}>
      {t.regimeHelp}
    </Alert>
    <BolloSwitch readOnly={readOnly} />
    <Section title={t.holderTitle} />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <TextInput source="denominazione" label={t.denominazione} readOnly={readOnly} />
      <TextInput source="partitaIva" label={t.partitaIva} readOnly={readOnly} />
      <TextInput source="codiceFiscale" label={t.codiceFiscale} readOnly={readOnly} />
    </Stack>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <TextInput source="indirizzo" label={t.indirizzo} readOnly={readOnly} />
      <TextInput source="cap" label={t.cap} readOnly={readOnly} />
      <TextInput source="comune" label={t.comune} readOnly={readOnly} />
      <TextInput source="provincia" label={t.provincia} readOnly={readOnly} />
    </Stack>
    <Section title={t.invoicesTitle} />
    <TextInput source="series" label={t.series} helperText={t.seriesHelp} readOnly={readOnly} />
  </Box>
);
