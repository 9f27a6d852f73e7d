import { useCallback, useState } from 'react';
import { LoginForm } from './LoginForm';
import { RecoveryForm } from './RecoveryForm';

/** Login form, or the forgot-password form. */
export function LoginPanel({ redirect }: { redirect?: string }) {
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const toLogin = useCallback(() => setMode('login'), []);
  return mode === 'login' ? (
    <LoginForm redirect={redirect} onForgot={() => setMode('recovery')} />
  ) : (
    <RecoveryForm onBack={toLogin} />
  );
}
