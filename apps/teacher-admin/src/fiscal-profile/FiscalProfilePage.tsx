import { useState, type MouseEvent } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Stack } from '@mui/material';
import { Form, Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it, type FiscalProfileView } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { FiscalProfileFields } from './FiscalProfileFields';
import { emptyFiscalProfile, toFiscalProfile, validateFiscalProfile } from './fiscalProfileForm';

const t = adminIt.fiscalProfile;
const queryKey = ['fiscal-profile'];

/** Field errors of a refused save, in react-admin's shape, when the API named the field. */
const fieldErrorsOf = (error: unknown) => (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;

/** /teacher-fiscal-profile: the regime, tax ids, address and invoice series, with view / edit / save / cancel. */
export const FiscalProfilePage = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, isPending, isError } = useQuery({ queryKey, queryFn: () => dataProvider.getFiscalProfile() });
  const [editing, setEditing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { mutateAsync, isPending: saving } = useMutation({ mutationFn: (next: FiscalProfileView) => dataProvider.saveFiscalProfile(next) });

  // preventDefault: the same click must not reach the submit button that replaces this one
  const startEditing = (event: MouseEvent) => {
    event.preventDefault();
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setFormKey((k) => k + 1);
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await mutateAsync(toFiscalProfile(values));
      queryClient.setQueryData(queryKey, saved);
      notify(t.saved, { type: 'success' });
      setEditing(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify(ruleOr(error, it.http.serverError), { type: 'error' });
    }
    return undefined;
  };

  return (
    <Card sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
      <Title title={t.title} />
      <CardHeader title={t.title} subheader={t.intro} slotProps={{ title: { variant: 'h6', component: 'h1' } }} />
      <CardContent>
        {isPending && <CircularProgress aria-label={t.title} />}
        {isError && <Alert severity="error">{t.loadError}</Alert>}
        {data && (
          <Form key={`${formKey}-${dataUpdatedAt}`} onSubmit={save} validate={validateFiscalProfile} defaultValues={data.profile ?? emptyFiscalProfile}>
            <FiscalProfileFields readOnly={!editing} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {editing ? (
                <>
                  <Button key="save" type="submit" variant="contained" disabled={saving}>
                    {t.save}
                  </Button>
                  <Button key="cancel" onClick={cancel} disabled={saving}>
                    {t.cancel}
                  </Button>
                </>
              ) : (
                <Button key="edit" variant="outlined" onClick={startEditing}>
                  {t.edit}
                </Button>
              )}
            </Stack>
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
