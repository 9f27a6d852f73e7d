import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'select' | 'onChange'> & {
  options: readonly (string | number)[];
  placeholder?: string;
  onChange: (value: string) => void;
  /** What an option shows, when not its value (a province's name for its sigla). */
  labelOf?: (option: string | number) => string;
};

/** A native select (best on phones) styled as a MUI text field. */
export function SelectField({ options, placeholder = '', onChange, labelOf = String, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      select
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled={Boolean(props.value)}>
        {placeholder}
      </option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </TextField>
  );
}
