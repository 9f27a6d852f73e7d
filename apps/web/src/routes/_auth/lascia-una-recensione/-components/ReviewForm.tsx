import { it, REVIEW_TEXT_MIN, reviewSubmissionSchema, type SessionProfile } from '@lavagna/contracts';
import { errorMessage } from '@lavagna/web-kit';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { siteApi } from '../../../../api/site';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { sessionKey } from '../../../../queries/session';
import { reviewsKey } from '../../../../queries/site';

/** After a review is sent, the personal page opens after this long (spec: 3 s). */
export const REDIRECT_AFTER_REVIEW_MS = 3000;

type Fields = { name: string; description: string; text: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** What the student studies, as the session knows it: 'Liceo Galilei, 4° Anno'. */
const studying = (session: SessionProfile): string => (session.school ? [session.school.institute, session.school.examYear].filter(Boolean).join(', ') : '');

const check = (fields: Fields): Errors => {
  const parsed = reviewSubmissionSchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Fields] ??= issue.message;
  return errors;
};

/** Name, what is being studied, the text (100 characters at least); confirmed in a modal, then sent. */
export function ReviewForm({ session }: { session: SessionProfile }) {
  const [fields, setFields] = useState<Fields>({ name: session.nameForReview, description: studying(session), text: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const send = useMutation({
    mutationFn: () => siteApi.submitReview({ name: fields.name.trim(), description: fields.description.trim(), text: fields.text.trim() }),
    onSuccess: () => {
      toast.success(it.reviews.sent);
      // The review is sent: the menu and the personal page stop offering it now, not after a refetch
      // (the guard hands the pages the cached session, which a mere invalidation leaves as it was).
      queryClient.setQueryData<SessionProfile | null>(sessionKey, (s) =>
        s ? { ...s, reviewSent: true, personalSettings: { ...s.personalSettings, reviewSent: true } } : s,
      );
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
    },
    onSettled: () => setConfirming(false),
  });
  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      void navigate({ to: '/personalpage' });
    }, REDIRECT_AFTER_REVIEW_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, navigate, queryClient]);

  if (send.isSuccess) {
    return (
      <Alert severity="success" role="status">
        <Typography sx={{ fontWeight: 700 }}>{it.reviews.sent}</Typography>
        {ui.review.thanksBody}
      </Alert>
    );
  }

  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const length = fields.text.trim().length;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography color="text.secondary">{ui.review.intro}</Typography>
      <TextField label={ui.review.name} value={fields.name} onChange={(e) => set('name')(e.target.value)} error={!!errors.name} helperText={errors.name ?? ui.review.nameHelp} required />
      <TextField
        label={ui.review.description}
        value={fields.description}
        onChange={(e) => set('description')(e.target.value)}
        error={!!errors.description}
        helperText={errors.description ?? ui.review.descriptionHelp}
        required
      />
      <TextField
        label={ui.review.text}
        value={fields.text}
        onChange={(e) => set('text')(e.target.value)}
        error={!!errors.text}
        helperText={errors.text ?? ui.review.count(length, REVIEW_TEXT_MIN)}
        multiline
        minRows={6}
        required
      />
      {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="large">
          {ui.review.submit}
        </Button>
      </div>
      <ConfirmDialog open={confirming} title={it.reviews.confirm} busy={send.isPending} onConfirm={() => send.mutate()} onClose={() => setConfirming(false)} confirmLabel={ui.review.submit} />
    </Stack>
  );
}
