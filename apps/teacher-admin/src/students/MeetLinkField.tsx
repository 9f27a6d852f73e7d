import { Typography } from '@mui/material';
import { UrlField, useRecordContext } from 'react-admin';
import type { StudentRow } from '@lavagna/contracts';

/**
 * The student's meeting link, or '-'. UrlField's emptyText covers a missing link only: an empty one
 * drew a link with no text, which a keyboard reached and a screen reader could not name.
 */
export const MeetLinkField = (_: { source: 'linkMeet' }) => {
  const record = useRecordContext<StudentRow>();
  return record?.linkMeet ? (
    <UrlField source="linkMeet" target="_blank" rel="noreferrer" />
  ) : (
    <Typography component="span" variant="body2">
      -
    </Typography>
  );
};
