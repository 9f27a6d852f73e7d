/**
 * Italian texts of the public pages other than the home: meta tags, the blog's pages and the
 * reviews page. Titles and subtitles of the blog sections are the spec's, verbatim.
 */

/** A page's <title> (at most 60 characters) and meta description (at most 155). */
export type PageMeta = { title: string; description: string };

/** <title> and meta description of each public page. */
export const pageMeta = {
  bio: {
    title: 'Chi sono | Lezioni di Matematica e Fisica',
    description:
      "La mia storia, il percorso che mi ha portato all'insegnamento e il metodo con cui preparo le lezioni online di matematica e fisica.",
  },
  blogHome: {
    title: 'Blog Personale | Viaggi, studio e arte di imparare',
    description:
      "Storie di viaggio e articoli sulla scienza dell'apprendimento: come funzionano cervello e memoria e come studiare meglio, ogni giorno.",
  },
  travel: {
    title: 'Viaggiare è Studiare | Storie dal Mio Viaggio',
    description:
      "Racconti di viaggio e riflessioni su ciò che il mondo insegna: l'incontro con l'ignoto, chi siamo davvero e la scuola di domani.",
  },
  learning: {
    title: "Corpo e Mente | L'Arte di Imparare",
    description:
      "Come impara il cervello, come nasce la memoria, perché meditare e conoscersi aiuta a studiare: la scienza dell'apprendimento in parole semplici.",
  },
  reviews: {
    title: 'Recensioni degli Studenti | Lavagna',
    description:
      "Le opinioni di studenti delle superiori e dell'università sulle lezioni online di matematica e fisica, scritte dopo almeno tre lezioni.",
  },
  privacy: {
    title: 'Privacy Policy | Lavagna',
    description:
      'Quali dati personali raccoglie il sito, perché, con chi li condivide e per quanto tempo, come usa cookie e statistiche e come esercitare i tuoi diritti.',
  },
  terms: {
    title: "Condizioni d'Uso | Lavagna",
    description:
      'Le regole del servizio: account, prenotazione e pagamento delle lezioni, spostamenti e cancellazioni, coupon sconto, recensioni e contatti.',
  },
} as const satisfies Record<string, PageMeta>;

/** Texts of the blog's main page, of its two sections and of the article viewer. */
export const blog = {
  home: {
    title: 'Blog Personale',
    intro: [
      'Qui scrivo di quello che non trova posto in una lezione di matematica o di fisica, ma che con lo studio ha moltissimo a che fare: i viaggi, le persone incontrate lungo la strada, il modo in cui il cervello impara e dimentica.',
      "Il blog ha due sezioni e puoi leggerle nell'ordine che preferisci. Ogni articolo sta in piedi da solo; quando due testi si richiamano, trovi il collegamento direttamente nel testo.",
    ],
    sections: [
      {
        provenance: 'viaggiare-e-studiare',
        title: 'Viaggiare è Studiare',
        subtitle: 'Storie dal Mio Viaggio e Lezioni dal Mondo',
        teaser:
          "Racconti dal mio viaggio e riflessioni su ciò che il mondo insegna a chi lo attraversa: l'incontro con l'ignoto, le domande su chi siamo davvero e su come potrebbe essere la scuola di domani.",
      },
      {
        provenance: 'corpo-e-mente',
        title: 'Corpo e Mente',
        subtitle: "Apprendere e Migliorare l'Arte di Imparare",
        teaser:
          "Come funziona il cervello quando studiamo, come nascono i ricordi, perché la meditazione e la conoscenza di sé aiutano a imparare meglio: la scienza dell'apprendimento, spiegata in modo semplice.",
      },
    ],
  },
  travel: {
    intro: [
      'Ho sempre pensato che viaggiare sia una forma di studio. Si parte con qualche certezza e si torna con molte domande in più, che è proprio quello che succede quando si impara davvero qualcosa di nuovo.',
      "In questa sezione raccolgo le storie del mio viaggio e le lezioni che ne ho tratto: sull'incontro con persone e culture diverse, sul coraggio necessario per affrontare l'ignoto e su come potrebbe cambiare l'educazione nei prossimi anni.",
    ],
  },
  learning: {
    intro: [
      "Imparare è un'abilità e, come ogni abilità, si può allenare. Negli ultimi decenni le neuroscienze e la psicologia cognitiva hanno chiarito molto di come il cervello acquisisce, consolida e recupera le informazioni: sappiamo, per esempio, che ripassare a intervalli distanziati funziona meglio di una lunga sessione la sera prima, e che sforzarsi di ricordare fissa le conoscenze più che rileggere.",
      "In questi articoli parto da ciò che la ricerca ha scoperto sul cervello, sulla memoria, sull'attenzione e sulle diverse forme di intelligenza, e provo a tradurlo in indicazioni concrete per chi studia. Parlo anche del corpo, perché sonno, movimento e gestione dello stress contano per l'apprendimento quanto le ore passate sui libri.",
    ],
  },
  backToBlog: 'Pagina Principale del Blog',
  back: 'Indietro',
  notFound: 'Articolo non trovato',
  /** The date line of an article: 'Pubblicato il 25 aprile 2025'. */
  publishedOn: (longItalianDate: string): string => `Pubblicato il ${longItalianDate}`,
} as const;

/** Texts of the page with all the reviews, /recensioni. */
export const reviewsPage = {
  /** 'Recensioni (12)'. */
  title: (count: number): string => `Recensioni (${count})`,
  intro:
    "Qui trovi le recensioni scritte dagli studenti. Ognuno può lasciarne una sola, dopo la terza lezione: la firma riporta il nome, l'iniziale del cognome e ciò che sta studiando.",
  empty: 'Non ci sono ancora recensioni pubblicate. Torna a trovarci tra qualche tempo.',
} as const;
