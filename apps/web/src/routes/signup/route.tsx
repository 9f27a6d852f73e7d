import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormCard } from '../../components/FormCard';
import { PageLoader } from '../../components/PageLoader';
import { ui } from '../../i18n/it';
import { RoleChoice } from './-components/RoleChoice';
import { SignupDone } from './-components/SignupDone';
import { SignupForm } from './-components/SignupForm';
import type { SignupRole } from './-components/signupValidation';

/** The confirm-by-email message appears 2 s after the account is created. */
export const CONFIRM_MESSAGE_DELAY_MS = 2000;

export const Route = createFileRoute('/signup')({
  staticData: { title: ui.tabTitles.signup },
  component: SignupPage,
});

function SignupPage() {
  const [role, setRole] = useState<SignupRole | null>(null);
  const [phase, setPhase] = useState<'form' | 'created' | 'done'>('form');

  useEffect(() => {
    if (phase !== 'created') return;
    const timer = setTimeout(() => setPhase('done'), CONFIRM_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'created') return <PageLoader label={ui.signup.sending} />;
  if (phase === 'done') return <SignupDone />;
  return (
    <FormCard maxWidth={role ? 720 : 520}>
      {role ? (
        <SignupForm role={role} onBack={() => setRole(null)} onCreated={() => setPhase('created')} />
      ) : (
        <RoleChoice onChoose={setRole} />
      )}
    </FormCard>
  );
}
