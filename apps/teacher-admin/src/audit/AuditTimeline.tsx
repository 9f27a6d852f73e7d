import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useDataProvider, type Identifier } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { it as messages, type AuditEntry, type AuditSubject } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { TabState } from '../students/TabState';
import { auditQuery } from './api';

const t = adminIt.audit;

const ROLE_COLOR = { teacher: 'primary', student: 'secondary', accountant: 'default', system: 'default' } as const;

/** 'Docente Maria Bianchi', 'Sistema'. */
export const actorLabel = (actor: AuditEntry['actor']): string =>
  [t.roles[actor.role], actor.name].filter(Boolean).join(' ');

/** 'inizio: 10:00 → 11:00', or 'coupon: LV-1234' when the value before is unknown. */
export const changeLabel = (change: AuditEntry['changes'][number]): string => {
  const field = (messages.audit.fields as Record<string, string>)[change.field] ?? change.field;
  return change.before === undefined ? `${field}: ${change.after}` : `${field}: ${change.before} → ${change.after}`;
};

const Entry = ({ entry }: { entry: AuditEntry }) => (
  <ListItem
    disableGutters
    aria-label={`${entry.atRome} ${entry.summary}`}
    sx={{ display: 'block', pl: 2, borderLeft: 2, borderColor: 'divider', position: 'relative' }}
  >
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: -6, top: 14, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
    />
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary" data-testid="audit-time">
        {entry.atRome}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={ROLE_COLOR[entry.actor.role]}
        label={actorLabel(entry.actor)}
        data-testid="audit-actor"
      />
    </Stack>
    <Typography sx={{ fontWeight: 600, mt: 0.5 }} data-testid="audit-summary">
      {entry.summary}
    </Typography>
    {entry.changes.length > 0 && (
      <List dense disablePadding aria-label={t.changes} sx={{ pl: 1 }}>
        {entry.changes.map((change, i) => (
          <ListItem key={`${change.field}-${i}`} disableGutters sx={{ py: 0 }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {changeLabel(change)}
            </Typography>
          </ListItem>
        ))}
      </List>
    )}
  </ListItem>
);

interface AuditTimelineProps {
  subject: AuditSubject;
  id: Identifier;
}

/** The events of a student, lesson, order or coupon, oldest first: when (Rome), who, what and what changed. */
export const AuditTimeline = ({ subject, id }: AuditTimelineProps) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const query = useQuery(auditQuery(dataProvider, subject, id));
  return (
    <TabState {...query} errorText={t.loadError} emptyText={t.empty}>
      {(entries) => (
        <List component="ol" aria-label={t.title} sx={{ ml: 1, py: 0 }}>
          {entries.map((entry) => (
            <Entry key={entry.position} entry={entry} />
          ))}
        </List>
      )}
    </TabState>
  );
};
