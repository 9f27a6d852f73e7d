import { Alert, Snackbar } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster, type ToastSeverity } from './useToast';

export const TOAST_MS = 3000;

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
}

/** The one snackbar of the app: the newest message replaces the current one; each lasts 3 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const toaster = useMemo<Toaster>(() => {
    const show = (message: string, severity: ToastSeverity = 'info') => {
      setToast({ key: Date.now() + Math.random(), message, severity });
      setOpen(true);
    };
    return {
      show,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      info: (m) => show(m, 'info'),
      warning: (m) => show(m, 'warning'),
    };
  }, []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TOAST_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        // Top: the calendar keeps its totals bar at the bottom of the screen.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 64, sm: 72 } }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={toast?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
