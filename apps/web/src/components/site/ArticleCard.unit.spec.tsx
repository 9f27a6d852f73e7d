import { emptySiteProfile } from '@lavagna/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../test/renderApp';

/** The public data the blog pages read; no one signed in. */
const server = (url: string) => {
  if (url.endsWith('/api/site/public')) return json(200, { profile: emptySiteProfile, terms: { regime: 'RF01', bolloCharged: false }, reviews: [] });
  if (url.endsWith('/api/users/validate')) return json(401, { message: 'Sessione scaduta' });
  return json(404, { message: 'Risorsa non trovata' });
};

describe("an article card's image", () => {
  it("that cannot be loaded is logged as 'Errore nel caricamento dell'immagine' and leaves the card without one", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/blog/corpo-e-mente', server);
    const cards = await screen.findAllByRole('article');
    const card = cards[0]!;
    const image = card.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('heading')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Errore nel caricamento dell'immagine", expect.stringMatching(/\S/));
    // The other cards keep theirs.
    expect(cards.slice(1).every((c) => c.querySelector('img') !== null)).toBe(true);
  });
});
