import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { ui } from '../../i18n/it';
import { StepTranscript, StepVideo } from './StepVideo';
import { instructionsStorage } from './storage';

const t = ui.instructions;

interface Props {
  step: number;
  firstVisit: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
}

function StepDots({ step, onStep }: Pick<Props, 'step' | 'onStep'>) {
  return (
    <Stack direction="row" justifyContent="center" component="nav" aria-label={t.steps}>
      {t.pages.map((page, i) => (
        <Box
          key={page.title}
          component="button"
          type="button"
          aria-label={t.goTo(i + 1, page.title)}
          aria-current={i === step ? 'step' : undefined}
          onClick={() => onStep(i)}
          sx={{
            width: 28,
            height: 28,
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            cursor: 'pointer',
            borderRadius: '50%',
            '&::after': {
              content: '""',
              display: 'block',
              mx: 'auto',
              width: i === step ? 12 : 8,
              height: i === step ? 12 : 8,
              borderRadius: '50%',
              bgcolor: i === step ? 'primary.main' : 'grey.400',
              transition: 'all 150ms',
            },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        />
      ))}
    </Stack>
  );
}

export function StepsView({ step, firstVisit, onStep, onClose }: Props) {
  const [optedOut, setOptedOut] = useState(() => instructionsStorage.optedOut());
  const page = t.pages[step]!;
  const last = step === t.pages.length - 1;
  const transcriptId = useId();

  return (
    <>
      <DialogTitle id="instructions-title" sx={{ pr: 7 }}>
        {t.title}
      </DialogTitle>
      {/* Beside the title, not in it: the dialog's name stays the title alone. */}
      <IconButton aria-label={t.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {firstVisit && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t.firstVisit}
          </Alert>
        )}
        {/* A new player per step: the one left behind stops. */}
        <StepVideo key={`video-${step}`} step={step} transcriptId={transcriptId} />
        <Box aria-live="polite" sx={{ mt: 2, minHeight: { sm: 150 } }}>
          <Typography variant="overline" component="p" color="text.secondary" lineHeight={1.6}>
            {t.stepOf(step + 1, t.pages.length)}
          </Typography>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {page.title}
          </Typography>
          <Typography>{page.body}</Typography>
        </Box>
        <StepTranscript key={`transcript-${step}`} step={step} id={transcriptId} />
        <StepDots step={step} onStep={onStep} />
      </DialogContent>
      <DialogActions disableSpacing sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2 }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={
            <Checkbox
              checked={optedOut}
              onChange={(e) => {
                setOptedOut(e.target.checked);
                instructionsStorage.setOptedOut(e.target.checked);
              }}
            />
          }
          label={t.dontShow}
        />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button onClick={() => onStep(step - 1)} disabled={step === 0} startIcon={<ChevronLeftIcon />}>
            {ui.common.back}
          </Button>
          {last ? (
            <Button variant="contained" onClick={onClose}>
              {t.finish}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => onStep(step + 1)} endIcon={<ChevronRightIcon />}>
              {t.next}
            </Button>
          )}
        </Stack>
      </DialogActions>
    </>
  );
}
