import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { ruleOr } from '@lavagna/web-kit';
import type { ReactNode } from 'react';
import { saveBlob, type Download } from '../http/api';
import { adminIt } from '../i18n/it';

/** A button that downloads one file through the session, with a spinner while it comes and an Italian error if it does not. */
export const DownloadFileButton = ({ label, fetch, variant = 'text', icon }: { label: string; fetch: () => Promise<Download & { fileName: string }>; variant?: 'text' | 'outlined' | 'contained'; icon?: ReactNode }) => {
  const notify = useNotify();
  const download = useMutation({
    mutationFn: fetch,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify(ruleOr(error, adminIt.invoices.downloadError), { type: 'error' }),
  });
  return (
    <Button
      size="small"
      variant={variant}
      onClick={(event) => {
        event.stopPropagation();
        download.mutate();
      }}
      disabled={download.isPending}
      startIcon={download.isPending ? <CircularProgress size={14} color="inherit" /> : (icon ?? <DownloadIcon />)}
    >
      {label}
    </Button>
  );
};
