// The seven recordings of the instructions, in the order of the carousel: what each one does in the
// app and the captions said while it does it. The run's day is Sunday 10 January 2027 (the grid starts
// on Monday 11; on an 800 px window it shows three days).
const TODAY = '2027-01-10';
const GRID = 'Calendario settimanale delle lezioni';

const addDays = (day, n) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** 'lunedì 11 gennaio', as the grid names a day. */
const labelOf = (day) => new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`));
/** A Rome wall-clock time of `day` as an ISO instant. */
const atRome = (day, hhmm) => {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T${hhmm}:00${offset}`);
    const text = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
    if (text === hhmm) return instant.toISOString();
  }
  throw new Error(`no Rome time ${day} ${hhmm}`);
};

const MONDAY = addDays(TODAY, 1);
const TUESDAY = addDays(TODAY, 2);
const WEDNESDAY = addDays(TODAY, 3);
const THURSDAY = addDays(TODAY, 4);
/** Marco Rossi, a demo student, does every step. */
export const STUDENT = 'studente1@lavagna.test';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freeCell = (page, day, time) => page.getByRole('gridcell', { name: `${labelOf(day)} ${time}, libero`, exact: true });
const text = (page, words) => page.getByText(words).first().waitFor();

const gridReady = (page) => page.locator(`[role="grid"][aria-label="${GRID}"][aria-busy="false"]`).waitFor();

/** The calendar, loaded and scrolled where it settles (the recording starts on a still page). */
async function openCalendar(page) {
  await page.goto('/calendario');
  await gridReady(page);
  await pause(1000);
}

async function openLessons(page, card) {
  await page.goto('/gestisci-le-tue-lezioni');
  await card.waitFor();
  await pause(1000);
}

/** Books one hour and pays it through the demo gateway, off camera (as e2e/support.ts bookAndPay). */
async function bookAndPay(request, day, time, end) {
  const expectOk = async (response) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const booked = await expectOk(await request.post('/api/calendar/events', { data: { startEnd: [[atRome(day, time), atRome(day, end)]] } }));
  const order = await expectOk(await request.post('/api/payments/create-order', { data: { eventIds: booked.events.map((e) => e._id) } }));
  await expectOk(await request.post(`/api/dev/paypal/orders/${encodeURIComponent(order.id)}/approve`));
  await expectOk(await request.post('/api/payments/complete-order', { data: { orderID: order.id } }));
}

/** The lessons page's card of the lesson on `day` at `range` ('17:00 - 18:00'). */
const lessonCard = (page, day, range) => page.getByRole('article', { name: new RegExp(`^${labelOf(day)}.*, ${range}$`, 'i') });

/**
 * `open` brings the page to where the recording starts; `play` acts and speaks, and returns the poster.
 * @type {{ id: string, setup?: Function, open: Function, play: Function }[]}
 */
export const instructionSteps = [
  {
    id: '1-scegli-gli-orari',
    open: openCalendar,
    async play(page, captions) {
      await captions.say('Il calendario parte da domani: le caselle bianche sono gli orari liberi.');
      await captions.say('Fai clic su una casella bianca: selezioni una lezione di 60 minuti.');
      await freeCell(page, MONDAY, '10:00').click();
      await captions.say('Puoi aggiungere altri giorni, ma una sola lezione al giorno.');
      await freeCell(page, WEDNESDAY, '11:00').click();
      await text(page, 'Prenotazione: 2 ore');
      await captions.say('In basso vedi le ore scelte e il totale da pagare.');
      return page.screenshot();
    },
  },
  {
    id: '2-allunga-la-lezione',
    open: openCalendar,
    async play(page, captions) {
      await captions.say('Seleziona un orario: la lezione dura 60 minuti.');
      await freeCell(page, TUESDAY, '09:30').click();
      await captions.say('Il pulsante + aggiunge 30 minuti: ora dura 90 minuti.');
      await page.getByRole('button', { name: 'Aggiungi 30 minuti' }).click();
      await captions.say('Premilo ancora: 120 minuti, la durata massima.');
      await page.getByRole('button', { name: 'Aggiungi 30 minuti' }).click();
      await text(page, 'Prenotazione: 2 ore');
      const poster = await page.screenshot();
      await captions.say('Il pulsante − toglie 30 minuti. Il totale si aggiorna da solo.');
      await page.getByRole('button', { name: 'Togli 30 minuti' }).click();
      return poster;
    },
  },
  {
    id: '3-scorri-le-settimane',
    open: openCalendar,
    async play(page, captions) {
      await captions.say('Con la freccia a destra vedi i giorni successivi.');
      await page.getByRole('button', { name: 'Giorni successivi' }).click();
      await pause(900);
      await page.getByRole('button', { name: 'Giorni successivi' }).click();
      const poster = await page.screenshot();
      await captions.say('Con la freccia a sinistra torni indietro.');
      await page.getByRole('button', { name: 'Giorni precedenti' }).click();
      await captions.say('Il pulsante Oggi ti riporta all’inizio. Puoi prenotare fino a circa 90 giorni da oggi.');
      await page.getByRole('button', { name: 'Oggi' }).click();
      return poster;
    },
  },
  {
    id: '4-paga-online',
    open: openCalendar,
    async play(page, captions) {
      await captions.say('Scegli l’orario e premi Vai al pagamento.');
      await freeCell(page, TUESDAY, '11:00').click();
      await page.getByRole('button', { name: 'Vai al pagamento' }).click();
      await page.getByRole('heading', { name: 'Riepilogo della Prenotazione' }).waitFor();
      await captions.say('L’orario resta riservato per te per 15 minuti, il tempo di pagare.');
      const poster = await page.screenshot();
      await captions.say('Paga con PayPal o con la carta e approva il pagamento.');
      await page.getByRole('button', { name: 'PayPal (demo)' }).click();
      await page.getByRole('dialog', { name: /^Approva il pagamento/ }).getByRole('button', { name: 'Paga' }).click();
      await lessonCard(page, TUESDAY, '11:00 - 12:00').getByText('Confermata').waitFor();
      await captions.say('Fatto: la lezione è confermata e la trovi tra le tue lezioni.');
      return poster;
    },
  },
  {
    id: '5-cambia-la-data',
    setup: (request) => bookAndPay(request, WEDNESDAY, '10:00', '11:00'),
    open: (page) => openLessons(page, lessonCard(page, WEDNESDAY, '10:00 - 11:00')),
    async play(page, captions) {
      const card = lessonCard(page, WEDNESDAY, '10:00 - 11:00');
      await captions.say('In Gestisci le Tue Lezioni, premi Cambia Data sulla lezione pagata.');
      await card.getByRole('button', { name: 'Cambia Data' }).click();
      await gridReady(page);
      await captions.say('La lezione da spostare è in rosso. Scegli il nuovo orario: la durata resta uguale.');
      await freeCell(page, MONDAY, '09:30').click();
      const poster = await page.screenshot();
      await captions.say('Premi Conferma. Lo spostamento è gratuito fino alla mezzanotte del giorno prima.');
      await page.getByRole('region', { name: 'Sposta la lezione' }).getByRole('button', { name: 'Conferma' }).click();
      await page.getByRole('dialog', { name: 'Confermi il cambio di data e/o ora della lezione?' }).getByRole('button', { name: 'Conferma' }).click();
      await page.getByRole('dialog', { name: 'Lezione spostata' }).waitFor();
      await captions.say('Fatto: vedi la data di prima e quella nuova.');
      return poster;
    },
  },
  {
    id: '6-cancella-e-ricevi-un-coupon',
    setup: (request) => bookAndPay(request, THURSDAY, '10:00', '11:00'),
    open: (page) => openLessons(page, lessonCard(page, THURSDAY, '10:00 - 11:00')),
    async play(page, captions, shared) {
      const card = lessonCard(page, THURSDAY, '10:00 - 11:00');
      await captions.say('Per cancellare una lezione premi Cancella Lezione.');
      await card.getByRole('button', { name: 'Cancella Lezione' }).click();
      await page.getByRole('dialog', { name: 'Questa lezione è già pagata' }).waitFor();
      await captions.say('Se è già pagata, puoi spostarla gratis o cancellarla e ricevere un coupon.');
      await page.getByRole('button', { name: 'Cancella e ricevi un coupon' }).click();
      const notice = page.getByRole('dialog', { name: 'Coupon sconto emesso' });
      const code = notice.getByText(/^LV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await code.waitFor();
      shared.coupon = (await code.textContent()).trim();
      await captions.say('Il coupon vale quanto la lezione ed è valido 2 mesi. Lo ricevi anche via email.');
      return page.screenshot();
    },
  },
  {
    id: '7-usa-un-coupon',
    open: openCalendar,
    async play(page, captions, { coupon }) {
      await captions.say('Scegli la lezione e premi Vai al pagamento.');
      await freeCell(page, WEDNESDAY, '10:00').click();
      await page.getByRole('button', { name: 'Vai al pagamento' }).click();
      await page.getByRole('heading', { name: 'Riepilogo della Prenotazione' }).waitFor();
      await captions.say('Premi Usa Coupon Sconto e scrivi il codice del coupon.');
      await page.getByRole('button', { name: 'Usa Coupon Sconto' }).click();
      await page.getByLabel('Codice del coupon').pressSequentially(coupon, { delay: 90 });
      await captions.say('Premi Applica Sconto: il valore del coupon viene scalato dal totale.');
      await page.getByRole('button', { name: 'Applica Sconto' }).click();
      await text(page, 'Lo sconto è stato applicato');
      const poster = await page.screenshot();
      await captions.say('Se il totale arriva a zero, conferma la prenotazione senza pagare.');
      await page.getByRole('button', { name: 'Conferma la Prenotazione' }).click();
      await lessonCard(page, WEDNESDAY, '10:00 - 11:00').getByText('Confermata').waitFor();
      await captions.say('Fatto: la lezione è confermata, pagata con il coupon.');
      return poster;
    },
  },
];
