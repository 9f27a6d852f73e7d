import type { FiscalTerms } from '@lavagna/domain';
import { Button, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fiscalTermsKey } from '../../queries/site';
import { theme } from '../../theme';
import { stepIllustrations } from './illustrations';
import { InstructionsProvider } from './InstructionsProvider';
import { STEP_COUNT } from './InstructionsOverlay';
import { useInstructions } from './useInstructions';

const WARNING = /È la tua prima visita: leggi le istruzioni fino all’ultimo passo/;
const MENU_HINT =
  'Puoi rivedere le istruzioni quando vuoi dal menu con le tue iniziali, in alto a destra, alla voce Funzionalità del Sito.';

function Opener() {
  const { open } = useInstructions();
  return <Button onClick={open}>Apri</Button>;
}

function openOverlay() {
  fireEvent.click(screen.getByText('Apri'));
  return screen.getByRole('dialog', { name: 'Funzionalità del Sito' });
}

/** The app's providers, with the teacher's terms already known (ordinario unless told). */
function Providers({ children, terms = { regime: 'RF01', bolloCharged: false } }: { children: ReactNode; terms?: FiscalTerms }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(fiscalTermsKey, terms);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));

// The overlay's code loads the first time it opens: load it once, with real timers, before the tests.
beforeAll(async () => {
  const view = render(
    <Providers>
      <InstructionsProvider>
        <Opener />
      </InstructionsProvider>
    </Providers>,
  );
  fireEvent.click(screen.getByText('Apri'));
  await screen.findByRole('dialog', { name: 'Funzionalità del Sito' });
  view.unmount();
  localStorage.clear();
});

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <Providers>
      <InstructionsProvider>
        <Opener />
      </InstructionsProvider>
    </Providers>,
  );
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the instructions overlay', () => {
  it('has a drawing for each of the 7 steps', () => {
    expect(STEP_COUNT).toBe(7);
    expect(stepIllustrations).toHaveLength(7);
  });

  it("draws the payment summary as the teacher's regime splits it", () => {
    const Payment = stepIllustrations[3]!;
    const drawn = (terms: FiscalTerms) => {
      const view = render(
        <Providers terms={terms}>
          <Payment />
        </Providers>,
      );
      const text = view.container.textContent;
      view.unmount();
      return text;
    };
    expect(drawn({ regime: 'RF01', bolloCharged: false })).toContain('Totale62,50 €di cui IVA (22%)11,27 €');
    const forfettario = drawn({ regime: 'RF19', bolloCharged: true });
    expect(forfettario).toContain('Totale62,50 €Senza IVA (forfettario)');
    expect(forfettario).not.toContain('IVA (22%)');
  });

  it('asks a first-time reader to read to the end, and remembers the last step as read', () => {
    const dialog = openOverlay();
    expect(within(dialog).getByText(WARNING)).toBeInTheDocument();
    expect(within(dialog).getByText('Passo 1 di 7')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Scegli l’orario' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Indietro' })).toBeDisabled();

    for (let n = 2; n <= 6; n += 1) next();
    expect(within(dialog).getByText('Passo 6 di 7')).toBeInTheDocument();
    expect(localStorage.getItem('alreadySeen')).toBeNull();

    next();
    expect(within(dialog).getByText('Passo 7 di 7')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Usa un coupon' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Avanti' })).toBeNull();
    expect(localStorage.getItem('alreadySeen')).toBe('true');
  });

  it('shows no warning to a student who already read it all', () => {
    localStorage.setItem('alreadySeen', 'true');
    const dialog = openOverlay();
    expect(within(dialog).queryByText(WARNING)).toBeNull();
  });

  it('moves with the arrow keys and the step dots', () => {
    const dialog = openOverlay();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Passo 3 di 7')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Passo 2 di 7')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vai al passo 6: Cancella e ricevi un coupon' }));
    expect(within(dialog).getByText('Passo 6 di 7')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Vai al passo 6/ })).toHaveAttribute('aria-current', 'step');
  });

  it("stores 'Non mostrare più' in dontShowInstructions, and unticking it forgets the choice", () => {
    const dialog = openOverlay();
    const box = within(dialog).getByRole('checkbox', { name: 'Non mostrare più' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(localStorage.getItem('dontShowInstructions')).toBe('true');
    fireEvent.click(box);
    expect(localStorage.getItem('dontShowInstructions')).toBeNull();
  });

  it('ticks the box for a student who opted out and opened it from the menu', () => {
    localStorage.setItem('dontShowInstructions', 'true');
    expect(within(openOverlay()).getByRole('checkbox', { name: 'Non mostrare più' })).toBeChecked();
  });

  it('on closing points to the menu for 5 seconds, then disappears', () => {
    fireEvent.click(within(openOverlay()).getByRole('button', { name: 'Chiudi le istruzioni' }));
    const countdown = screen.getByRole('dialog', { name: 'Le istruzioni restano a portata di mano' });
    expect(within(countdown).getByText(MENU_HINT)).toBeInTheDocument();
    expect(within(countdown).getByText('Questo messaggio si chiude tra 5 secondi')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4000));
    expect(within(countdown).getByText('Questo messaggio si chiude tra 1 secondo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Escape closes the steps, then the countdown; 'Ho capito' closes it at once", () => {
    fireEvent.keyDown(openOverlay(), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Le istruzioni restano a portata di mano' }), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).toBeNull();

    const again = openOverlay();
    fireEvent.keyDown(again, { key: 'ArrowRight' });
    fireEvent.click(within(again).getByRole('button', { name: 'Chiudi le istruzioni' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(openOverlay()).getByText('Passo 1 di 7')).toBeInTheDocument();
  });
});
