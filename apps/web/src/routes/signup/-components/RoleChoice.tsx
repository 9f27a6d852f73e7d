import { Card, CardActionArea, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import { Link } from '@tanstack/react-router';
import { ui } from '../../../i18n/it';
import type { SignupRole } from './signupValidation';

const choices = [
  { role: 'student' as const, label: ui.signup.student, help: ui.signup.studentHelp, Icon: SchoolIcon },
  { role: 'parent' as const, label: ui.signup.parent, help: ui.signup.parentHelp, Icon: FamilyRestroomIcon },
];

export function RoleChoice({ onChoose }: { onChoose: (role: SignupRole) => void }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
        {ui.signup.whoTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {choices.map(({ role, label, help, Icon }) => (
          <Card key={role} sx={{ flex: 1 }}>
            <CardActionArea onClick={() => onChoose(role)} sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center', py: 4 }}>
                <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
                <Typography variant="h3" component="span" sx={{ display: 'block', mt: 1 }}>
                  {label}
                </Typography>
                <Typography color="text.secondary">{help}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Typography sx={{ textAlign: 'center' }}>
        {ui.signup.haveAccount}{' '}
        <MuiLink component={Link} to="/login">
          {ui.signup.login}
        </MuiLink>
      </Typography>
    </Stack>
  );
}
