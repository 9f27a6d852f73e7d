import { DataTable, List, NumberInput, SelectInput, TopToolbar, useDataProvider, useListContext } from 'react-admin';
import { Chip, Stack, Typography } from '@mui/material';
import { ITALIAN_MONTHS, it, type InvoiceRowView, type ItalianMonth } from '@lavagna/contracts';
import { EURO_OPTIONS, LOCALE, romeDate } from '@lavagna/format';
import { romeDay } from '@lavagna/domain';
import type { LavagnaDataProvider } from '../dataProvider';
import { adminIt, resourcesIt } from '../i18n/it';
import { DownloadFileButton } from './DownloadFileButton';

const f = resourcesIt.invoices.fields;
const t = adminIt.invoices;

const monthChoices = ITALIAN_MONTHS.map((m) => ({
  id: m,
  name: m.charAt(0).toUpperCase() + m.slice(1),
}));
const filters = [
  <NumberInput key="year" source="year" label={f.year} alwaysOn min={2000} max={2100} />,
  <SelectInput key="month" source="month" label={f.month} choices={monthChoices} alwaysOn emptyText={t.wholeYear} />,
];

/** The period's ZIP: the month's files when a month is chosen, else the year's. */
const ZipButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const year = Number(filterValues.year);
  if (!Number.isInteger(year)) return null;
  const month = filterValues.month as ItalianMonth | undefined;
  return (
    <DownloadFileButton
      variant="contained"
      label={month ? it.invoices.exportMonth : it.invoices.exportYear}
      fetch={() => dataProvider.downloadInvoicesZip({ year, month })}
    />
  );
};

const Column = DataTable.Col<InvoiceRowView>;

const Files = ({ row }: { row: InvoiceRowView }) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  if (!row.fileName) return <Chip size="small" variant="outlined" color="warning" label={it.invoices.reasons[row.reason ?? 'profile-incomplete']} />;
  const pdfName = row.fileName.replace(/\.xml$/, '.pdf');
  return (
    <Stack direction="row" spacing={0.5}>
      <DownloadFileButton label="PDF" fetch={() => dataProvider.downloadInvoice(row.id, 'pdf', pdfName)} />
      <DownloadFileButton label="XML" fetch={() => dataProvider.downloadInvoice(row.id, 'xml', row.fileName!)} />
    </Stack>
  );
};

/**
 * The invoices of a year or a month in number order, then the payments left without one and
 * why; each invoice's PDF and FatturaPA file, and the period's files as a ZIP.
 */
export const InvoiceList = () => (
  <>
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      {it.invoices.title}
    </Typography>
    <List
      filters={filters}
      filterDefaultValues={{ year: Number(romeDay(new Date()).slice(0, 4)) }}
      actions={
        <TopToolbar>
          <ZipButton />
        </TopToolbar>
      }
      perPage={1000}
      pagination={false}
      sort={{ field: 'number', order: 'ASC' }}
      empty={false}
      sx={{
        '& .RaList-content': { width: 0, minWidth: '100%', overflowX: 'auto' },
      }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Stack sx={{ p: 2 }}>{it.invoices.none}</Stack>}>
        <Column source="numero" disableSort />
        <Column source="date" disableSort render={(r) => romeDate(`${r.date}T12:00:00Z`)} />
        <Column source="payer" disableSort />
        <DataTable.NumberCol<InvoiceRowView> source="total" disableSort options={EURO_OPTIONS} locales={LOCALE} />
        <Column source="regime" disableSort render={(r) => (r.regime ? t.regimes[r.regime] : '—')} />
        <Column label={f.files} disableSort render={(r) => <Files row={r} />} />
      </DataTable>
    </List>
  </>
);
