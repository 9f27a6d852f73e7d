import { Box, Stack, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BIO_MAX } from '@lavagna/contracts';
import { italianNumber } from '@lavagna/format';
import { adminIt } from '../i18n/it';

const t = adminIt.site;
const LINKS = ['instagram', 'facebook', 'tiktok', 'substack'] as const;

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
    {title}
  </Typography>
);

const BioInput = ({ readOnly }: { readOnly: boolean }) => {
  const bio = useWatch({ name: 'bio' }) as string | null | undefined;
  const count = t.bioCount
    .replace('{count}', italianNumber(bio?.length ?? 0, 0))
    .replace('{max}', italianNumber(BIO_MAX, 0));
  return (
    <TextInput
      source="bio"
      label={t.bio}
      readOnly={readOnly}
      multiline
      minRows={8}
      maxRows={24}
      helperText={`${t.bioHelp} ${count}`}
    />
  );
};

/**
 * Read-only inputs draw as disabled ones, at 2.7:1; these are the facts the teacher reads here, so
 * their values, labels and hints keep the text colours (WCAG 1.4.3).
 */
const readable = {
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.primary', WebkitTextFillColor: 'currentColor' },
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
} as const;

/** The inputs of the public facts, read-only outside the edit mode. */
export const SiteFields = ({ readOnly }: { readOnly: boolean }) => (
  <Box sx={readOnly ? readable : undefined}>
    <Section title={t.legal} />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <TextInput source="legalName" label={t.legalName} readOnly={readOnly} />
      <TextInput source="address" label={t.address} readOnly={readOnly} />
    </Stack>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <TextInput source="vatNumber" label={t.vatNumber} readOnly={readOnly} />
      <TextInput source="taxCode" label={t.taxCode} readOnly={readOnly} />
    </Stack>
    <Section title={t.contacts} />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <TextInput source="email" label={t.email} type="email" readOnly={readOnly} />
      <TextInput source="messaging" label={t.messaging} helperText={t.messagingHelp} readOnly={readOnly} />
    </Stack>
    <Section title={t.social} />
    {LINKS.map((key) => (
      <TextInput key={key} source={key} label={t[key]} helperText={t.linkHelp} readOnly={readOnly} />
    ))}
    <BioInput readOnly={readOnly} />
  </Box>
);
