/**
 * The conditions of use of the site and of its lessons, built from the teacher's legal facts.
 * Prices, durations and time limits come from the domain's constants, so that the text and the
 * rules the server enforces cannot drift apart.
 */
import { MIN_AGE, PASSWORD_MIN, REVIEW_TEXT_MIN } from '@lavagna/contracts';
import {
  BOLLO_CENTS,
  BOLLO_THRESHOLD_CENTS,
  COUPON_VALIDITY_MONTHS,
  DEFAULT_HOURLY_RATE_CENTS,
  HOLD_MINUTES,
  HORIZON_DAYS,
  MAX_MINUTES,
  MIN_MINUTES,
  STEP,
  VAT_PERCENT,
  priceOfMinutes,
  type FiscalTerms,
} from '@lavagna/domain';
import { formatEuro, formatWholeEuro } from '@lavagna/format';
import { LEGAL_UPDATED_ON, type LegalDocument, type LegalFacts } from './legal';

const hourlyPrice = formatWholeEuro(DEFAULT_HOURLY_RATE_CENTS);
const priceOf = (minutes: number): string => formatWholeEuro(priceOfMinutes(minutes, DEFAULT_HOURLY_RATE_CENTS));

const lessonPrices = `una lezione di 60 minuti costa ${priceOf(60)}, una di 90 minuti ${priceOf(90)} e una di 120 minuti ${priceOf(120)}`;

/** The prices paragraphs under the teacher's regime: VAT included, or forfettario with its bollo. */
const pricesUnder = (terms: FiscalTerms): string[] => {
  if (terms.regime === 'RF01')
    return [
      `Il prezzo standard è di ${hourlyPrice} per ogni ora di lezione, IVA al ${VAT_PERCENT}% inclusa: ${lessonPrices}. Non ci sono costi di prenotazione né altri supplementi.`,
    ];
  const bollo = formatEuro(BOLLO_CENTS);
  const threshold = formatEuro(BOLLO_THRESHOLD_CENTS);
  return [
    `Il prezzo standard è di ${hourlyPrice} per ogni ora di lezione. L'insegnante applica il regime forfettario (art. 1, commi 54-89, della legge 190/2014), per cui le lezioni non sono soggette a IVA e il prezzo è tutto ciò che paghi: ${lessonPrices}. Non ci sono costi di prenotazione né altri supplementi.`,
    terms.bolloCharged
      ? `Per legge, su ogni fattura di importo superiore a ${threshold} è dovuta un'imposta di bollo di ${bollo}: in quel caso il bollo si aggiunge al totale e compare nel riepilogo prima del pagamento.`
      : `Per legge, su ogni fattura di importo superiore a ${threshold} è dovuta un'imposta di bollo di ${bollo}: la paga l'insegnante, e il totale che paghi non cambia.`,
  ];
};

/** The conditions of use for the teacher named in `facts`, with prices stated under `terms`. */
export const termsOfUse = (facts: LegalFacts, terms: FiscalTerms): LegalDocument => ({
  title: "Condizioni d'Uso",
  updatedOn: LEGAL_UPDATED_ON,
  intro: [
    "Queste condizioni regolano l'uso del sito e delle lezioni private online di matematica e fisica che vi si prenotano. Creando un account e prenotando una lezione le accetti, insieme all'informativa sul trattamento dei dati personali (Privacy Policy).",
    "Sono scritte nel modo più semplice possibile. Se sei un consumatore, cioè se prenoti le lezioni per te o per tuo figlio o tua figlia, e non per un'attività professionale, nulla di quanto segue limita i diritti che ti riconosce il Codice del consumo (D.Lgs. 206/2005).",
  ],
  sections: [
    {
      heading: '1. Chi fornisce il servizio',
      paragraphs: [
        `Il servizio è fornito da ${facts.legalName}, impresa individuale, con sede in ${facts.address}, partita IVA ${facts.vatNumber}, codice fiscale ${facts.taxCode}, email ${facts.email} (di seguito «l'insegnante»), che tiene personalmente tutte le lezioni.`,
        "Attraverso il sito puoi prenotare e pagare le lezioni, spostarle o cancellarle, consultare le lezioni passate e lo storico dei pagamenti, gestire i coupon sconto e lasciare una recensione. La home, la biografia, il blog e le recensioni si possono consultare liberamente, anche senza account.",
      ],
    },
    {
      heading: "2. L'account",
      paragraphs: [
        "Per prenotare una lezione serve un account personale, da usare secondo queste regole:",
      ],
      list: [
        `Per registrarti in autonomia devi avere almeno ${MIN_AGE} anni. Per uno studente più giovane l'account lo crea un genitore, o chi ne esercita la responsabilità genitoriale, indicando il proprio nome e cognome. Se hai meno di 18 anni, prenota e paga le lezioni d'accordo con un genitore.`,
        "I dati che inserisci devono essere veri e aggiornati: servono a preparare lezioni adatte alla tua scuola e al tuo livello e a gestire correttamente i pagamenti. Puoi modificarli in qualsiasi momento da «Modifica Dati Personali».",
        "Ogni account appartiene a un solo studente. Per completare la registrazione e per pagare occorre confermare l'indirizzo email con il link che ti viene inviato.",
        `Scegli una password di almeno ${PASSWORD_MIN} caratteri che non usi altrove, non comunicarla a nessuno e non lasciare l'accesso aperto su dispositivi condivisi. Se sospetti che qualcuno usi il tuo account, cambia subito la password e avvisa l'insegnante.`,
        "Puoi eliminare l'account quando vuoi da «Modifica Dati Personali». Con l'eliminazione le lezioni future vengono cancellate, l'insegnante ti rimborsa quelle già pagate e i coupon non ancora usati non sono più utilizzabili: se ne hai, usali prima.",
        "In caso di violazioni gravi o ripetute di queste condizioni l'insegnante può chiudere l'account, avvisandoti prima quando è possibile e rimborsando le lezioni future già pagate.",
      ],
    },
    {
      heading: '3. Le lezioni',
      paragraphs: [
        `Le lezioni si svolgono online, in videochiamata, con una lavagna virtuale condivisa su cui scrivete entrambi; dopo ogni lezione ricevi un riassunto in PDF con quanto fatto a lezione. Il collegamento alla videochiamata, quando è pronto, si apre con il pulsante «Accedi alla Lezione».`,
        `Una lezione dura da ${MIN_MINUTES} a ${MAX_MINUTES} minuti, a passi di ${STEP} minuti, e si prenota negli orari in cui l'insegnante è disponibile, indicati in bianco nel calendario. Ogni studente può prenotare una sola lezione al giorno. Il calendario parte dal giorno successivo a quello in cui prenoti e arriva a circa ${HORIZON_DAYS} giorni di distanza: non si possono prenotare lezioni per il giorno stesso.`,
        "Per seguire la lezione ti servono un computer o un tablet con una connessione a internet stabile, un microfono e possibilmente una webcam. Verifica per tempo che funzionino: problemi dovuti al tuo dispositivo o alla tua connessione non danno diritto a recuperare la lezione, anche se l'insegnante farà il possibile per venirti incontro.",
        "La lezione inizia e finisce agli orari prenotati, perché spesso subito dopo ce n'è un'altra: un ritardo dello studente non la prolunga. Se invece è l'insegnante a iniziare in ritardo o a interrompere la lezione per un problema suo, il tempo perso viene recuperato, prolungando la lezione quando è possibile oppure con un coupon di valore corrispondente.",
      ],
    },
    {
      heading: '4. Prezzi',
      paragraphs: [
        ...pricesUnder(terms),
        "Se con l'insegnante hai concordato una tariffa personale, il sito applica automaticamente quella. In ogni caso fa fede l'importo indicato nel riepilogo prima del pagamento, che è calcolato dal sito e non può essere modificato durante il pagamento.",
        `Il riepilogo di ogni pagamento, con ${terms.regime === 'RF01' ? "l'IVA" : 'il bollo'} e gli eventuali sconti, è consultabile in «Storico Pagamenti».`,
        "Per ogni pagamento l'insegnante emette una fattura elettronica intestata a chi paga, con i dati di fatturazione indicati prima del primo pagamento. La fattura arriva nel tuo cassetto fiscale sul sito dell'Agenzia delle Entrate; una copia in PDF ti arriva per email e puoi scaricarla in ogni momento da «Storico Pagamenti». Le lezioni pagate interamente con coupon non hanno una nuova fattura, perché usare un coupon non è un nuovo pagamento.",
      ],
    },
    {
      heading: '5. Prenotazione e pagamento',
      paragraphs: [
        `Dopo aver scelto gli orari nel calendario, premi «Vai al pagamento»: da quel momento gli orari scelti restano riservati per te per ${HOLD_MINUTES} minuti. Se il pagamento non si conclude entro questo tempo, gli orari tornano liberi e potrai prenotarli di nuovo, se sono ancora disponibili. Per procedere al pagamento serve un indirizzo email confermato.`,
        "Puoi pagare online tramite PayPal, con il tuo conto PayPal oppure con una carta di debito o di credito. I dati della carta li inserisci nei moduli di PayPal: il sito non li vede e non li conserva. Puoi usare anche uno o più coupon sconto; se coprono l'intero importo, la prenotazione si conferma con il pulsante «Conferma la Prenotazione», senza alcun pagamento.",
        "Una lezione diventa «Confermata» quando il pagamento è stato ricevuto; te ne arriva conferma via email e la trovi in «Gestisci le Tue Lezioni». Se il pagamento arriva dopo la scadenza della riserva e le lezioni non possono più essere confermate, l'importo ti viene accreditato come coupon sconto dello stesso valore; se preferisci il rimborso, scrivi all'insegnante e lo riceverai con lo stesso mezzo di pagamento.",
      ],
    },
    {
      heading: "6. Lezioni prenotate dall'insegnante",
      paragraphs: [
        "L'insegnante può prenotare una lezione per tuo conto, per esempio dopo che vi siete accordati su giorno e orario. Queste lezioni compaiono come «Da Pagare» e restano da pagare finché non le paghi, con il pulsante «Paga ora e conferma le lezioni» in «Gestisci le Tue Lezioni». Se non ti servono, puoi cancellarle senza alcun costo entro gli stessi termini delle altre lezioni; una lezione che si è svolta resta comunque da pagare.",
      ],
    },
    {
      heading: '7. Spostare e cancellare una lezione',
      paragraphs: [
        "Puoi spostare o cancellare una lezione da «Gestisci le Tue Lezioni» fino alla mezzanotte, ora italiana, del giorno prima della lezione. Per una lezione di giovedì alle 17, per esempio, hai tempo fino alla mezzanotte tra mercoledì e giovedì. Nel giorno della lezione, e a maggior ragione dopo che è iniziata, non è più possibile né spostarla né cancellarla dal sito; se hai un imprevisto, scrivi comunque all'insegnante.",
      ],
      list: [
        "Spostare una lezione già pagata è gratuito: scegli il nuovo orario nel calendario e la lezione mantiene la stessa durata. Il nuovo orario deve rispettare le stesse regole di una nuova prenotazione.",
        "Cancellare una lezione non ancora pagata non costa nulla.",
        `Cancellando una lezione già pagata ricevi via email un coupon sconto pari al suo intero valore, valido ${COUPON_VALIDITY_MONTHS} mesi, da usare per prenotare altre lezioni.`,
      ],
    },
    {
      heading: '8. Diritto di recesso',
      paragraphs: [
        "Se sei un consumatore, oltre alla cancellazione con coupon hai il diritto di recesso previsto dagli articoli 52 e seguenti del Codice del consumo: entro 14 giorni dal pagamento puoi recedere dall'acquisto delle lezioni non ancora svolte, senza indicarne il motivo, scrivendo all'indirizzo di contatto. Il rimborso ti arriva con lo stesso mezzo di pagamento entro 14 giorni dalla tua comunicazione.",
      ],
    },
    {
      heading: '9. Coupon sconto',
      paragraphs: [
        "Un coupon sconto nasce quando cancelli in tempo una lezione già pagata, quando te lo assegna l'insegnante o quando un pagamento arrivato in ritardo ti viene accreditato. I coupon attivi, con valore, codice e scadenza, sono elencati in «Lista dei Coupon Attivi». Valgono queste regole:",
      ],
      list: [
        `ogni coupon è valido ${COUPON_VALIDITY_MONTHS} mesi dalla data di emissione; dopo la scadenza non può più essere usato né rimborsato;`,
        'ogni coupon si può usare una sola volta;',
        "un coupon non è divisibile: se il suo valore supera il totale da pagare, la parte eccedente va persa. Il sito te lo segnala prima che tu confermi;",
        'puoi usare più coupon insieme nella stessa prenotazione;',
        "i coupon sono trasferibili: dalla «Lista Coupon» puoi regalarne uno a un altro studente registrato sul sito, indicando la sua email; da quel momento il coupon è suo, con lo stesso valore e la stessa scadenza, e non è più tuo;",
        "mentre un coupon è impegnato in un pagamento in corso non può essere usato in un altro pagamento;",
        'un coupon non è convertibile in denaro, salvo i casi di rimborso previsti da queste condizioni e dalla legge.',
      ],
    },
    {
      heading: "10. Se è l'insegnante ad annullare una lezione",
      paragraphs: [
        "Può succedere che l'insegnante debba annullare una lezione, per malattia o per un altro motivo serio. In questo caso ti avvisa il prima possibile e, per una lezione già pagata, puoi scegliere tra spostarla a un altro orario libero, ricevere un coupon sconto del suo intero valore oppure ottenere il rimborso con lo stesso mezzo di pagamento.",
      ],
    },
    {
      heading: '11. Recensioni',
      paragraphs: [
        `Dopo la terza lezione puoi lasciare una recensione, una sola per studente, con un testo di almeno ${REVIEW_TEXT_MIN} caratteri. Sul sito compare con il tuo nome, l'iniziale del cognome e la descrizione di ciò che studi. Inviandola permetti all'insegnante di pubblicarla sul sito; puoi chiederne la rimozione in qualsiasi momento.`,
        "Le recensioni vengono lette prima della pubblicazione: l'insegnante può scegliere in che ordine mostrarle, metterne alcune in evidenza nella home o non pubblicarle. Racconta la tua esperienza in modo sincero e rispettoso; non vengono pubblicate recensioni offensive, fuori tema o che contengono dati personali di altre persone.",
      ],
    },
    {
      heading: '12. Comportamento durante le lezioni',
      paragraphs: ['Perché le lezioni funzionino servono fiducia e rispetto reciproci. In particolare:'],
      list: [
        "presentati puntuale e con il materiale che serve: libro, quaderno, esercizi o testi d'esame su cui vuoi lavorare;",
        "usa un linguaggio rispettoso, come l'insegnante farà con te;",
        "non registrare la lezione e non condividere il link della videochiamata con altre persone senza l'accordo dell'insegnante; un genitore può assistere alla lezione di uno studente minorenne;",
        "i riassunti in PDF e i materiali delle lezioni sono per il tuo studio personale: non pubblicarli, non venderli e non distribuirli;",
        "le lezioni servono a capire e a imparare: non possono essere usate per svolgere al posto tuo compiti in classe, verifiche o esami in corso.",
      ],
    },
    {
      heading: '13. Responsabilità',
      paragraphs: [
        "L'insegnante si impegna a preparare e tenere ogni lezione con cura e professionalità. Il risultato però dipende anche dall'impegno dello studente: le lezioni aiutano a capire e a migliorare, ma nessuno può garantire un voto o il superamento di un esame.",
        "Il sito può restare temporaneamente non disponibile per manutenzione o per guasti; in questi casi l'insegnante fa il possibile per ripristinarlo in fretta e, se un guasto impedisce di svolgere una lezione, si applica quanto previsto al punto 10. L'insegnante non risponde dei malfunzionamenti di servizi esterni che non controlla, come PayPal, il servizio di videoconferenza o la tua connessione a internet, né dei danni indiretti, salvo i casi di dolo o colpa grave e fermi restando i diritti inderogabili del consumatore.",
      ],
    },
    {
      heading: '14. Modifiche alle condizioni',
      paragraphs: [
        "Queste condizioni possono essere aggiornate, per esempio quando il sito offre nuove funzioni o cambia la legge. La versione in vigore è sempre pubblicata su questa pagina, con la data dell'ultimo aggiornamento indicata in alto. Le modifiche valgono per le prenotazioni fatte dopo la loro pubblicazione: le lezioni già pagate restano regolate dalle condizioni in vigore al momento del pagamento.",
      ],
    },
    {
      heading: '15. Legge applicabile e foro competente',
      paragraphs: [
        "Queste condizioni sono regolate dalla legge italiana. Se sei un consumatore, per qualsiasi controversia è competente il giudice del luogo in cui risiedi o hai il domicilio, come prevede l'articolo 66-bis del Codice del consumo; restano salvi gli strumenti di risoluzione alternativa delle controversie previsti dagli articoli 141 e seguenti dello stesso Codice. Se non sei un consumatore, è competente il foro del luogo in cui ha sede l'insegnante.",
        "Prima di arrivare a tanto, però, scrivi all'insegnante: la maggior parte dei problemi si risolve con una email.",
      ],
    },
    {
      heading: '16. Contatti',
      paragraphs: [
        `Per domande su queste condizioni, sulle lezioni o sui pagamenti, per richiedere un rimborso o esercitare il diritto di recesso scrivi a ${facts.email}.`,
      ],
    },
  ],
});
