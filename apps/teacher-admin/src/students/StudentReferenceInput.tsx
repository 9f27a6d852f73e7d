import { AutocompleteInput, ReferenceInput, type Identifier } from 'react-admin';
import type { StudentRow } from '@lavagna/contracts';

export const studentName = (s: Pick<StudentRow, 'name' | 'surname'> | undefined): string =>
  s ? `${s.name} ${s.surname}` : '';

interface StudentReferenceInputProps {
  source: string;
  label: string;
  onPick?: (id: Identifier | null) => void;
  helperText?: string | false;
  alwaysOn?: boolean;
  sx?: object;
}

/** A student picked by typing part of the name (the API's `q` search), for forms and list filters. */
export const StudentReferenceInput = ({ source, label, onPick, helperText = false, sx }: StudentReferenceInputProps) => (
  <ReferenceInput source={source} reference="students" sort={{ field: 'surname', order: 'ASC' }} perPage={25}>
    <AutocompleteInput
      label={label}
      optionText={studentName}
      filterToQuery={(q: string) => ({ q })}
      onChange={onPick ? (value: Identifier | null | '') => onPick(value || null) : undefined}
      helperText={helperText}
      // 280 px from the small breakpoint up: on a 320 px phone it takes the width there is.
      sx={{ minWidth: { xs: 0, sm: 280 }, ...sx }}
    />
  </ReferenceInput>
);
