import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title } from 'react-admin';
import { adminIt } from '../i18n/it';

/** Placeholder of a teacher page that a later release builds. */
export const ComingSoon = ({ title }: { title: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <ConstructionIcon color="action" />
      <div>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{adminIt.comingSoon}</Typography>
      </div>
    </CardContent>
  </Card>
);
