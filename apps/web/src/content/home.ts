/**
 * Italian texts of the home page below the hero: mission, themes, the carousel on how a lesson
 * works, reviews, contacts, footer and the page's meta tags. Plain data, no components.
 */

import { MAX_MINUTES, MIN_MINUTES, STEP } from '@lavagna/domain';

/** Every text of the home page that is not in the hero. */
export const home = {
  mission: {
    heading: 'Perché insegno',
    paragraphs: [
      "Insegno matematica e fisica perché credo che nessuno sia davvero «negato» per queste materie. Spesso manca soltanto qualcuno che abbia il tempo di mostrare da dove nasce una formula, invece di chiedere di impararla a memoria. Quando un concetto si capisce, non c'è bisogno di ripeterlo fino alla nausea: si ricorda quasi da solo e si riesce a usarlo anche davanti a un esercizio mai visto.",
      "Per questo a lezione si procede con calma. Partiamo da quello che sai già, chiariamo i passaggi che ti hanno lasciato dubbi e costruiamo insieme un metodo: leggere bene il testo, impostare il problema, controllare che il risultato abbia senso. Ogni domanda è benvenuta, anche quella che sembra banale, e un argomento si può rivedere tutte le volte che serve.",
      "L'obiettivo non è soltanto superare la prossima verifica o il prossimo esame, ma arrivare a studiare in autonomia e con fiducia. Quando succede, le lezioni hanno fatto il loro lavoro.",
    ],
    bioButton: 'Scopri chi sono',
  },
  themes: {
    heading: 'Le lezioni sono fatte per',
    items: [
      {
        key: 'understand',
        title: 'Capire',
        body: "Una formula ha senso quando sai da dove viene e perché funziona. Prima di buttarci negli esercizi ci fermiamo sul significato: che cosa descrive, quando si usa, che cosa cambia se cambia un dato. Così la teoria smette di essere un elenco da ricordare.",
      },
      {
        key: 'mistakes',
        title: 'Sbagliare',
        body: "A lezione un errore non è un brutto voto: è un'informazione preziosa. Cerchiamo insieme il punto esatto in cui il ragionamento si è inceppato, senza fretta e senza giudizi. Un errore capito oggi è un errore che non si ripete al compito in classe.",
      },
      {
        key: 'learn',
        title: 'Imparare',
        body: "Imparare vuol dire anche imparare a studiare. Lavoriamo sul metodo: come organizzare gli appunti, come ripassare in modo efficace, come affrontare un problema che non somiglia a quelli del libro. Sono strumenti che restano utili ben oltre la matematica e la fisica.",
      },
      {
        key: 'support',
        title: 'Sostenere',
        body: "Ci sono periodi in cui lo studio pesa più del solito: una verifica andata male, un esame che si avvicina, la sensazione di essere rimasti indietro. In quei momenti conta avere accanto qualcuno che aiuti a rimettere ordine e a ritrovare fiducia, un passo alla volta.",
      },
    ],
  },
  carousel: {
    heading: 'Come si svolge una lezione',
    slides: [
      {
        key: 'booking',
        title: 'Prenoti e paghi online',
        body: `Scegli giorno e orario sul calendario settimanale, tra quelli in cui sono disponibile: ogni lezione dura da ${MIN_MINUTES} a ${MAX_MINUTES} minuti, a passi di ${STEP}. Paghi online con PayPal, con carta o con un coupon sconto. Fino alla mezzanotte del giorno prima puoi spostare o cancellare la lezione senza costi: se l'avevi già pagata, il suo valore ti torna in un coupon.`,
        imageAlt: 'Il calendario settimanale con gli orari liberi e il riepilogo della prenotazione',
      },
      {
        key: 'videocall',
        title: 'Ci vediamo in videochiamata',
        body: "All'ora stabilita ci colleghiamo in videochiamata: bastano un computer o un tablet, una connessione stabile e, meglio ancora, un paio di cuffie con microfono. Quando il collegamento è pronto, lo trovi nel pulsante «Accedi alla Lezione», in alto nel sito. Ci vediamo e ci sentiamo come allo stesso tavolo, e puoi interrompermi ogni volta che qualcosa non ti torna.",
        imageAlt: 'Insegnante e studente collegati in videochiamata durante una lezione',
      },
      {
        key: 'whiteboard',
        title: 'Scriviamo sulla stessa lavagna',
        body: "Durante la lezione usiamo una lavagna virtuale condivisa: io scrivo i passaggi, tu puoi scrivere, disegnare e provare a risolvere direttamente lì. Grafici, schemi e formule restano sotto gli occhi di entrambi, come su un foglio appoggiato tra due sedie.",
        imageAlt: 'La lavagna virtuale con un esercizio di fisica risolto passo dopo passo',
      },
      {
        key: 'notes',
        title: 'Gli appunti in PDF dopo ogni lezione',
        body: "Dopo ogni lezione ricevi un riassunto in PDF con quello che abbiamo fatto: spiegazioni, esercizi svolti e passaggi chiave. Così durante la lezione puoi concentrarti sul ragionamento invece che sugli appunti, e prima di una verifica ritrovi tutto in ordine.",
        imageAlt: 'Il riassunto in PDF di una lezione, con formule ed esercizi svolti',
      },
    ],
  },
  reviews: {
    heading: 'Cosa dicono gli studenti',
    allButton: 'Leggi tutte le recensioni',
    empty: 'Presto qui troverai le recensioni degli studenti.',
  },
  contacts: {
    heading: 'Contatti',
    labels: {
      mail: 'Scrivimi una email',
      messaging: 'Scrivimi su WhatsApp',
      instagram: 'Seguimi su Instagram',
      facebook: 'Seguimi su Facebook',
      tiktok: 'Seguimi su TikTok',
      substack: 'Leggi il mio blog su Substack',
    },
  },
  footer: {
    vatLabel: 'P.IVA',
    taxCodeLabel: 'C.F.',
    entrepreneur: 'Impresa individuale',
    /** The copyright line; the year is fixed by the spec. */
    copyright: (name: string): string => `© 2025 ${name}`,
    privacy: 'Privacy Policy',
    terms: "Condizioni d'Uso",
    cookies: 'Modifica le preferenze sui cookie',
  },
  meta: {
    title: 'Lezioni online di Matematica e Fisica | Lavagna',
    description:
      "Lezioni private online di matematica e fisica per superiori e università: videochiamata, lavagna condivisa e appunti in PDF. Prenoti e paghi online.",
  },
} as const;

/** The keys of the 'lessons are made for' grid: understand, mistakes, learn, support. */
export type HomeThemeKey = (typeof home.themes.items)[number]['key'];

/** The keys of the carousel slides: booking, videocall, whiteboard, notes. */
export type HomeSlideKey = (typeof home.carousel.slides)[number]['key'];
