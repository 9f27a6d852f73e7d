import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link as MuiLink } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { ui } from '../../../i18n/it';

export function PrivacyField({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (v: boolean) => void }) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox id="signup-privacy" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
        label={
          <>
            {ui.signup.privacyPrefix}
            <MuiLink component={Link} to="/privacy-policy" target="_blank">
              {ui.signup.privacyLink}
            </MuiLink>
            {ui.signup.privacyMiddle}
            <MuiLink component={Link} to="/condizioni-uso" target="_blank">
              {ui.signup.termsLink}
            </MuiLink>
          </>
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
