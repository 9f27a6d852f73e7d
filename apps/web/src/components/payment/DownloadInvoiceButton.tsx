import { it, type StudentInvoiceView } from '@lavagna/contracts';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { invoicesApi } from '../../api/invoices';

/**
 * 'Scarica fattura (PDF)': asks the API once first (which renews a session that ran out), then
 * lets the browser download the courtesy copy the API sends as an attachment.
 */
export function DownloadInvoiceButton({ invoice }: { invoice: StudentInvoiceView }) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      await invoicesApi.mine();
    } catch {
      return setFailed(true);
    }
    const link = document.createElement('a');
    link.href = invoicesApi.pdfUrl(invoice.id);
    document.body.appendChild(link);
    link.click();
    link.remove();
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void download()} aria-label={`${it.invoices.download}: n. ${invoice.numero}`}>
        {it.invoices.download}
      </Button>
      {failed && (
        <Typography role="alert" color="error" variant="body2">
          {it.invoices.downloadError}
        </Typography>
      )}
    </>
  );
}
