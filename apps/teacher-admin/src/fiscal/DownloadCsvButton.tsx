import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { saveBlob } from '../http/api';
import type { FiscalFilter } from './api';

const t = adminIt.fiscal;

/** 'Scarica CSV': the same filters as the screen, saved under the name the server gives the file. */
export const DownloadCsvButton = ({ filter }: { filter: FiscalFilter }) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const download = useMutation({
    mutationFn: (f: FiscalFilter) => dataProvider.downloadFiscalCsv(f),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify(ruleOr(error, t.downloadError), { type: 'error' }),
  });
  return (
    <Button
      variant="contained"
      onClick={() => download.mutate(filter)}
      disabled={download.isPending}
      startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {t.download}
    </Button>
  );
};
