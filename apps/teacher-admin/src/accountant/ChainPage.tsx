import { Alert, Button, Card, CardContent, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { romeDateTime } from '@lavagna/format';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { chainQuery } from './api';

const t = adminIt.accountant.chain;

/** /integrita-registro: the hash chain as `npm run verify` finds it - 'integro', or the first altered event. */
export const ChainPage = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data: chain, isPending, isFetching, error, refetch } = useQuery(chainQuery(dataProvider));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.title} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
          {isPending ? (
            <LinearProgress aria-label={adminIt.loading} />
          ) : error || !chain ? (
            <Alert severity="error">{ruleOr(error, t.loadError)}</Alert>
          ) : (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Chip color={chain.intact ? 'success' : 'error'} label={chain.intact ? t.intact : t.broken} data-testid="chain-state" />
                <Typography variant="body2" color="text.secondary">
                  {t.checkedAt.replace('{at}', romeDateTime(chain.checkedAt))}
                </Typography>
              </Stack>
              {chain.problem && (
                <Alert severity="error" data-testid="chain-problem">
                  {t.firstProblem}: {chain.problem}
                </Alert>
              )}
              <Table size="small" aria-label={t.title} sx={{ maxWidth: 900 }}>
                <TableBody>
                  <TableRow>
                    <TableCell component="th">{t.events}</TableCell>
                    <TableCell data-testid="chain-events">{chain.events}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th">{t.head}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="chain-head">
                      {chain.headHash ?? '-'}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </>
          )}
          <div>
            <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
              {t.check}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
