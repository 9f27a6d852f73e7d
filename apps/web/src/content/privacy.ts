/**
 * The privacy notice (informativa ai sensi degli artt. 13 e 14 del Regolamento UE 2016/679) of
 * the site, built from the teacher's legal facts. What it says must stay true of the product:
 * the data the signup and the booking collect, the crypto-shredding on deletion, the two
 * session cookies, the three localStorage keys and the two analytics modes.
 */
import { MIN_AGE } from '@lavagna/contracts';
import { LEGAL_UPDATED_ON, type LegalDocument, type LegalFacts } from './legal';

/** The privacy notice for the teacher named in `facts`. */
export const privacyPolicy = (facts: LegalFacts): LegalDocument => ({
  title: 'Informativa sul trattamento dei dati personali',
  updatedOn: LEGAL_UPDATED_ON,
  intro: [
    "Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (il «GDPR»), quali dati personali tratta questo sito, per quali scopi, su quale base giuridica, con chi li condivide, per quanto tempo li conserva e quali diritti hai. Riguarda chi visita il sito, gli studenti che si registrano per seguire le lezioni di matematica e fisica e i genitori che creano un account per il proprio figlio o la propria figlia.",
    "È scritta in modo da poter essere letta anche da uno studente di quattordici anni. Se qualcosa non è chiaro, scrivi all'indirizzo indicato qui sotto: una domanda in più è sempre meglio di un dubbio.",
  ],
  sections: [
    {
      heading: '1. Titolare del trattamento',
      paragraphs: [
        `Il titolare del trattamento è ${facts.legalName}, impresa individuale, con sede in ${facts.address}, partita IVA ${facts.vatNumber}, codice fiscale ${facts.taxCode}. Per qualsiasi domanda sui tuoi dati o per esercitare i tuoi diritti puoi scrivere a ${facts.email}.`,
        "Il Titolare è anche l'insegnante che tiene le lezioni ed è l'unica persona che consulta i dati degli studenti; i fornitori elencati al punto 5 li trattano solo per quanto serve al servizio che svolgono. Per un'attività di queste dimensioni la legge non richiede la nomina di un responsabile della protezione dei dati (DPO), e non ne è stato nominato uno.",
      ],
    },
    {
      heading: '2. Quali dati vengono raccolti',
      paragraphs: [
        "Quando ti registri come studente ti vengono chiesti i dati elencati qui sotto. Servono a creare l'account, a capire che cosa studi per preparare lezioni adatte a te e a gestire prenotazioni e pagamenti. Se l'account lo crea un genitore per il figlio o la figlia, si aggiungono il nome e il cognome del genitore; gli altri dati sono quelli dello studente che seguirà le lezioni.",
      ],
      list: [
        'nome e cognome;',
        'indirizzo email;',
        'anno di nascita;',
        'regione e provincia di residenza;',
        "tipo di scuola (scuola superiore o università), istituto frequentato e anno di corso oppure esame da preparare;",
        "credenziali di accesso: l'email e la password. La password non viene mai conservata in chiaro, ma solo come impronta crittografica (hash) calcolata con l'algoritmo argon2, dalla quale non è possibile risalire alla password originale;",
        "la conferma di aver letto questa informativa, data al momento della registrazione.",
      ],
    },
    {
      heading: '3. Dati che nascono dall\'uso del servizio',
      paragraphs: [
        "Usando il sito si aggiungono altri dati, necessari a erogare le lezioni e a tenere i conti in ordine. Alcuni non li fornisci direttamente tu: i dati di uno studente minore li inserisce il genitore che crea l'account; da PayPal, a pagamento avvenuto, arrivano il nome di chi ha pagato, l'importo e il codice della transazione; l'insegnante può aggiornare alcuni dati del tuo account, come la tariffa concordata o il link della videochiamata.",
      ],
      list: [
        "le lezioni prenotate: data, orario, durata, data della prenotazione, stato (da pagare, confermata, terminata) ed eventuali spostamenti e cancellazioni;",
        "i pagamenti: importo, IVA, eventuale sconto, data e codice della transazione PayPal. I dati della carta di pagamento li inserisci direttamente nei moduli di PayPal: il sito non li vede e non li conserva;",
        "i dati di fatturazione di chi paga (nome, cognome, codice fiscale e indirizzo, del genitore se paga per un figlio minorenne), che chiediamo una volta prima del primo pagamento, e le fatture elettroniche emesse per ogni pagamento;",
        "i coupon sconto: codice, valore, scadenza, lezione da cui hanno avuto origine e il loro utilizzo;",
        "la recensione, se scegli di scriverne una: il testo e la descrizione di ciò che studi, pubblicati sul sito con il tuo nome e l'iniziale del cognome;",
        "le tue preferenze sui due promemoria via email, 48 ore e un'ora prima della lezione;",
        "il link della videochiamata, se l'insegnante te ne assegna uno, e la tariffa oraria, se ne è stata concordata una diversa da quella standard;",
        "le email che il sito ti invia (conferma dell'indirizzo, conferma dei pagamenti, promemoria, coupon, recupero della password), conservate come registro di ciò che è stato spedito;",
        "dati tecnici di sicurezza: l'indirizzo IP e l'email usati nei tentativi di accesso e i registri tecnici del server.",
      ],
    },
    {
      heading: '4. Perché vengono trattati e su quale base giuridica',
      paragraphs: [
        "Ogni trattamento ha uno scopo preciso e una base giuridica prevista dall'articolo 6 del GDPR. I dati richiesti nel modulo di registrazione sono necessari per creare l'account e prenotare le lezioni: senza di essi il servizio non può essere fornito. Tutto il resto (la recensione, le statistiche complete, i promemoria) è facoltativo.",
        "Non vengono prese decisioni basate unicamente su trattamenti automatizzati, né viene fatta profilazione con effetti giuridici o comunque rilevanti su di te (articolo 22 del GDPR). I dati non vengono venduti, ceduti a terzi per i loro scopi né usati per pubblicità.",
      ],
      list: [
        "Creare e gestire l'account; prenotare, svolgere, spostare e cancellare le lezioni; ricevere i pagamenti; emettere e accettare i coupon; inviarti le email legate al servizio e i promemoria che hai attivato: esecuzione del contratto di cui sei parte o di misure precontrattuali richieste da te (art. 6, par. 1, lett. b).",
        "Tenere le scritture contabili e fiscali dei pagamenti e rispondere alle richieste delle autorità: adempimento di un obbligo di legge (art. 6, par. 1, lett. c).",
        "Pubblicare la tua recensione: consenso (art. 6, par. 1, lett. a), che dai scrivendola e inviandola e che puoi revocare chiedendone la rimozione.",
        "Statistiche complete sull'uso del sito con PostHog: consenso (art. 6, par. 1, lett. a), dato premendo «Accetta» nel banner dei cookie e revocabile in ogni momento.",
        "Statistiche ridotte, senza profili, quando non dai il consenso (descritte al punto 10), senza salvare nulla sul tuo dispositivo: legittimo interesse a capire quali pagine e quali articoli sono utili (art. 6, par. 1, lett. f).",
        "Proteggere il sito e gli account, per esempio rallentando chi tenta di indovinare una password, individuando abusi e mantenendo il servizio funzionante: legittimo interesse alla sicurezza del servizio (art. 6, par. 1, lett. f).",
        "Far valere o difendere un diritto in caso di contestazioni: legittimo interesse (art. 6, par. 1, lett. f).",
      ],
    },
    {
      heading: '5. Chi riceve i dati',
      paragraphs: [
        "I tuoi dati non sono visibili agli altri studenti: nel calendario gli orari già occupati appaiono soltanto come «Non Disponibile». Oltre al Titolare, ricevono dati solo i soggetti elencati qui sotto, ciascuno per la sua parte. I fornitori che lavorano per conto del Titolare sono nominati responsabili del trattamento ai sensi dell'articolo 28 del GDPR.",
        "Se un fornitore tratta dati fuori dallo Spazio economico europeo, il trasferimento avviene solo con le garanzie previste dagli articoli 44-49 del GDPR, come una decisione di adeguatezza della Commissione europea o le clausole contrattuali standard.",
      ],
      list: [
        "PayPal (Europe) S.à r.l. et Cie, S.C.A., per i pagamenti: riceve nome, cognome, email e importo dell'ordine e, se paghi con carta, i dati della carta, che inserisci direttamente nei suoi moduli. Tratta questi dati come titolare autonomo, secondo la propria informativa.",
        "Il fornitore del servizio di posta elettronica, per spedire le email del sito: riceve il tuo indirizzo, il tuo nome e il contenuto del messaggio.",
        "Il fornitore di hosting, sui cui server funzionano il sito e la banca dati.",
        "PostHog, il servizio di statistiche, nei due modi descritti al punto 10: con il tuo consenso in forma completa, altrimenti in forma ridotta e senza profili.",
        "Google, solo per il calendario personale dell'insegnante: se l'insegnante collega il proprio Google Calendar, vi compaiono data, orario e nome dello studente di ogni lezione. Il calendario degli studenti non viene collegato a Google.",
        "Il servizio di videoconferenza a cui porta il link della lezione, che tratta audio e video del collegamento secondo la propria informativa. Il sito non registra le videochiamate.",
        "L'Agenzia delle Entrate, attraverso il Sistema di Interscambio, che riceve ogni fattura elettronica con i dati di fatturazione di chi ha pagato e la rende disponibile nel suo cassetto fiscale.",
        "Il commercialista o consulente fiscale del Titolare, se ne ha uno, limitatamente ai dati dei pagamenti e alle fatture: nella console lo vede in sola lettura, senza accesso agli altri dati degli studenti.",
        "Autorità pubbliche, come l'amministrazione finanziaria o l'autorità giudiziaria, solo quando la legge lo impone.",
      ],
    },
    {
      heading: '6. Come sono protetti',
      paragraphs: [
        "I dati personali del tuo account (nome, email, anno di nascita, residenza, scuola, dati del genitore e hash della password) sono cifrati con una chiave riservata al tuo account, conservata separatamente dai dati stessi. Le comunicazioni tra il tuo browser e il sito viaggiano cifrate, i cookie di sessione non sono leggibili dagli script della pagina e i tentativi di accesso ripetuti vengono rallentati.",
        "Il link personale al calendario delle lezioni (in formato ICS), che puoi copiare da «Gestisci le Tue Lezioni» per vedere le lezioni nella tua app di calendario, mostra le tue lezioni a chiunque lo possieda: tienilo per te.",
      ],
    },
    {
      heading: '7. Per quanto tempo vengono conservati',
      paragraphs: [
        "I dati vengono conservati solo per il tempo necessario agli scopi per cui sono stati raccolti, con queste regole:",
      ],
      list: [
        "Dati dell'account, lezioni, coupon e preferenze: finché l'account resta attivo. Quando lo elimini, o chiedi di eliminarlo, le lezioni future vengono cancellate e i dati personali sono resi illeggibili in modo definitivo: la chiave di cifratura riservata al tuo account viene distrutta e, senza di essa, nessuno, nemmeno il Titolare, può più leggerli.",
        "Dati fiscali dei pagamenti (importo, data, nome di chi ha pagato, codice della transazione) e fatture elettroniche, con i dati dell'intestatario che vi compaiono (nome, cognome, codice fiscale, indirizzo): dieci anni, come prevede la legge italiana per le scritture contabili (art. 2220 del Codice civile), anche dopo l'eliminazione dell'account. Quando elimini l'account, i dati di fatturazione salvati nel profilo sono resi illeggibili come gli altri: restano solo quelli scritti nelle fatture già emesse.",
        "Recensione: finché non chiedi di rimuoverla o non elimini l'account.",
        "Tentativi di accesso: pochi minuti, il tempo che serve a rallentare chi prova a indovinare una password. Registri tecnici del server: al massimo 30 giorni, salvo che servano ad accertare un incidente di sicurezza già in corso.",
        "Statistiche complete: finché il consenso resta valido e comunque non oltre 12 mesi dalla raccolta. Statistiche ridotte: non sono collegate al tuo account né a un profilo e seguono lo stesso limite di 12 mesi.",
      ],
    },
    {
      heading: '8. Minori',
      paragraphs: [
        `Per registrarsi da soli occorre avere almeno ${MIN_AGE} anni: in Italia è l'età a partire dalla quale si può acconsentire da sé al trattamento dei propri dati nei servizi della società dell'informazione (articolo 2-quinquies del Codice in materia di protezione dei dati personali, D.Lgs. 196/2003, in attuazione dell'articolo 8 del GDPR).`,
        "Per uno studente più giovane l'account deve crearlo un genitore, o chi esercita la responsabilità genitoriale, indicando il proprio nome e cognome: è lui o lei a prestare il consenso e a esercitare i diritti descritti qui sotto per conto dello studente. Se ti accorgi che un minore di quattordici anni si è registrato da solo, scrivi all'indirizzo di contatto e l'account verrà sistemato o eliminato.",
      ],
    },
    {
      heading: '9. Cookie e tecnologie simili',
      paragraphs: [
        "Il sito usa pochi strumenti che salvano informazioni nel tuo browser. I primi sono tecnici, necessari al funzionamento del sito, e per la legge non richiedono il consenso (articolo 122 del Codice privacy e linee guida del Garante del 10 giugno 2021):",
      ],
      list: [
        "due cookie di sessione, entrambi di tipo httpOnly (gli script della pagina non possono leggerli): il primo contiene un codice di accesso temporaneo e dura 15 minuti, rinnovato in automatico mentre usi il sito; il secondo contiene il codice che rinnova l'accesso e dura fino alla chiusura del browser oppure, se scegli «Ricordami», 30 giorni. Servono a mantenere l'accesso senza dover reinserire la password a ogni pagina e spariscono quando esci con «Esci»;",
        "un cookie di sicurezza di tipo httpOnly, inviato solo quando accedi, che ricorda per 400 giorni su quali account hai già effettuato l'accesso da questo browser (contiene un codice cifrato dell'email, non l'email): se qualcuno prova molte password sbagliate sul tuo account da altri dispositivi, quei tentativi vengono rallentati, mentre tu da questo browser accedi come sempre. Non si cancella con «Esci», ma puoi eliminarlo cancellando i dati del sito dal browser;",
        "nel localStorage del browser, la chiave «cookie_consent», che ricorda se hai premuto «Accetta» o «Rifiuta» nel banner dei cookie;",
        "nel localStorage, la chiave «dontShowInstructions», che ricorda se hai chiesto di non mostrare più le istruzioni del calendario;",
        "nel localStorage, la chiave «alreadySeen», che ricorda che hai già visto le istruzioni almeno una volta, così l'avviso della prima visita non ricompare;",
        "nel sessionStorage, che si svuota alla chiusura della scheda, la lezione che stai spostando, mentre passi dall'elenco delle lezioni al calendario;",
        "nella pagina di pagamento, i pulsanti di PayPal vengono caricati dai server di PayPal, che può usare cookie propri per il pagamento e la prevenzione delle frodi, secondo la sua informativa.",
      ],
    },
    {
      heading: '10. Statistiche di utilizzo',
      paragraphs: [
        "Per capire come viene usato il sito e migliorarlo, il Titolare si serve di PostHog, che funziona in due modi a seconda della tua scelta nel banner dei cookie.",
        "Se premi «Accetta», PostHog raccoglie statistiche complete: pagine visitate, clic sui pulsanti, sezioni visualizzate, lettura della biografia e degli articoli del blog (con il titolo dell'articolo). Per riconoscere le visite successive dello stesso browser salva un identificativo casuale nel localStorage; se hai effettuato l'accesso, le statistiche possono essere collegate al tuo account. Può anche registrare la navigazione (movimenti e clic sulla pagina) per mostrare dove il sito risulta poco chiaro; il contenuto dei campi dei moduli, password compresa, viene mascherato.",
        "Se premi «Rifiuta», o finché non fai una scelta, il sito funziona lo stesso e PostHog resta in modalità ridotta: sul tuo dispositivo non viene salvato nulla (l'identificativo esiste solo nella memoria della pagina e sparisce quando la chiudi), non ci sono registrazioni della navigazione, né raccolta automatica dei clic, né conteggio delle pagine viste, né profili delle persone. Possono partire soltanto pochi eventi non collegati a te né al tuo account, come la lettura di un articolo o il clic su un pulsante del sito. Come ogni richiesta in rete, anche questi raggiungono PostHog insieme all'indirizzo IP del tuo dispositivo.",
        "Se il servizio di statistica non è raggiungibile, per esempio perché usi un blocco dei contenuti, le statistiche semplicemente non partono e il sito funziona come sempre.",
        "Puoi cambiare idea quando vuoi con il link «Modifica le preferenze sui cookie» in fondo alla pagina principale e alla biografia: la scelta salvata viene cancellata, la pagina si ricarica e il banner ricompare. Per eliminare anche quanto già salvato nel browser, puoi cancellare i dati del sito dalle impostazioni del browser.",
      ],
    },
    {
      heading: '11. I tuoi diritti',
      paragraphs: [
        "In ogni momento, e senza costi, puoi esercitare i diritti che ti riconoscono gli articoli 15-22 del GDPR:",
      ],
      list: [
        "accesso: sapere quali dati tuoi sono trattati e riceverne una copia (art. 15);",
        "rettifica: correggere i dati inesatti o completare quelli incompleti (art. 16);",
        "cancellazione: ottenere l'eliminazione dei dati, salvo quelli che la legge impone di conservare, come i dati fiscali (art. 17);",
        "limitazione: chiedere che i dati restino conservati ma non vengano usati, per esempio mentre verifichi che siano esatti (art. 18);",
        "portabilità: ricevere i dati che hai fornito in un formato strutturato e leggibile da un computer, o farli trasmettere a un altro titolare (art. 20);",
        "opposizione: opporti ai trattamenti basati sul legittimo interesse, per motivi legati alla tua situazione particolare (art. 21);",
        "revoca del consenso: ritirare in qualsiasi momento un consenso dato, senza che questo renda illecito quanto fatto prima della revoca (art. 7, par. 3).",
      ],
    },
    {
      heading: '12. Come esercitarli',
      paragraphs: [
        `Molte cose puoi farle in autonomia, dopo aver effettuato l'accesso. In «Modifica Dati Personali» puoi correggere nome, cognome, residenza e dati della scuola, cambiare email e password, attivare o disattivare i promemoria ed eliminare l'account; l'anno di nascita non è modificabile da lì, ma puoi chiederne la correzione via email. In «Lezioni Passate», «Storico Pagamenti» e «Lista dei Coupon Attivi» trovi le tue lezioni, i pagamenti e i coupon. Per le statistiche usa il link «Modifica le preferenze sui cookie».`,
        `Per tutto il resto scrivi a ${facts.email}. La risposta arriva entro un mese dalla richiesta; il termine può essere prorogato di altri due mesi solo se la richiesta è particolarmente complessa, e in quel caso ti viene comunicato entro il primo mese. Per proteggere i tuoi dati, può esserti chiesto di confermare la richiesta dall'indirizzo email registrato nell'account.`,
        "Se ritieni che i tuoi dati siano trattati in violazione del GDPR, hai il diritto di proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it) oppure all'autorità di controllo del Paese dell'Unione europea in cui vivi o lavori, e di rivolgerti all'autorità giudiziaria.",
      ],
    },
    {
      heading: '13. Modifiche a questa informativa',
      paragraphs: [
        "Questa informativa può cambiare, per esempio quando il sito offre una nuova funzione o cambia un fornitore. Ogni nuova versione viene pubblicata su questa pagina, con la data dell'ultimo aggiornamento indicata in alto. Se una modifica richiede un nuovo consenso, ti verrà chiesto prima di applicarla.",
      ],
    },
  ],
});
