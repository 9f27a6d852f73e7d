import type { SiteProfile } from '@lavagna/contracts';
import type { FiscalProfile } from '@lavagna/domain';

const BIO = `Mi chiamo Elena e insegno matematica e fisica. Mi sono laureata in Fisica all'Università di Bologna e già durante gli anni di studio ho cominciato a dare ripetizioni ai ragazzi del liceo: è lì che ho scoperto quanto mi piace spiegare, e quanto si capisce davvero una cosa solo quando si prova a farla capire a qualcun altro.

Oggi seguo studenti delle scuole superiori e dell'università: chi deve recuperare un'insufficienza, chi prepara la maturità, chi affronta Analisi 1 o Fisica 1 e ha bisogno di qualcuno che lo aiuti a rimettere in ordine le idee. Ogni percorso è diverso, per questo la prima lezione la dedico quasi sempre a capire da dove partiamo: che cosa è già chiaro, che cosa non lo è ancora e, soprattutto, che cosa ti blocca.

Il mio metodo è semplice: prima il senso, poi le formule. Una derivata, un vettore, un'equazione di secondo grado non sono regole da imparare a memoria, ma strumenti che rispondono a una domanda precisa. Quando la domanda è chiara, i passaggi diventano naturali e gli esercizi smettono di fare paura. Partiamo da esempi concreti, li risolviamo insieme e poi la penna passa a te, perché è facendo che si impara.

Le lezioni si svolgono online, e per me non è un ripiego. Lavoriamo su una lavagna digitale condivisa, dove scriviamo e disegniamo entrambi in tempo reale: grafici, schemi delle forze, dimostrazioni passo per passo. Non perdi tempo negli spostamenti e ti colleghi da casa, con i tuoi quaderni e i tuoi libri accanto. Alla fine di ogni lezione ricevi gli appunti in PDF con tutto quello che abbiamo scritto, così puoi ripassare con calma e ritrovare il ragionamento anche settimane dopo, prima di una verifica o di un esame.

C'è una cosa che mi sta particolarmente a cuore: l'errore non è un fallimento. Sbagliare un segno, confondere due formule, bloccarsi davanti a un problema sono passaggi normali, anzi preziosi, perché ci mostrano esattamente dove lavorare. Con me puoi fare tutte le domande che vuoi, anche quelle che ti sembrano banali, e ripeterle tutte le volte che serve. La pazienza fa parte del mestiere, e la fiducia in se stessi si costruisce un passo alla volta.

Quello che cerco di lasciare ai miei studenti, oltre a un buon voto, è un modo di ragionare: leggere un problema con attenzione, scegliere una strada, controllare se il risultato ha senso. Sono capacità che servono ben oltre la matematica e la fisica.

Se vuoi provare, prenota una lezione dal calendario: scegli l'orario che preferisci e cominciamo insieme. Ti aspetto alla lavagna!`;

/**
 * The demo teacher's public facts, set by the demo seed (never in production, where the teacher
 * fills them in from the console). The tax ids have the right shape and can belong to nobody: the
 * VAT number fails its check digit, the codice fiscale is born on a day 00. The links are demo handles.
 */
export const demoSiteProfile: SiteProfile = {
  legalName: 'Elena Ferri',
  address: 'Via del Pratello 12, 40122 Bologna (BO)',
  vatNumber: '12345678901',
  taxCode: 'FRRLNE85A00A944X',
  email: 'docente@lavagna.test',
  messaging: 'https://wa.me/390000000000',
  instagram: 'https://www.instagram.com/lavagna.demo',
  facebook: 'https://www.facebook.com/lavagna.demo',
  tiktok: 'https://www.tiktok.com/@lavagna.demo',
  substack: 'https://lavagna-demo.substack.com',
  bio: BIO,
};

/**
 * The demo teacher's fiscal profile: ordinario, the regime the spec's prices assume (22% VAT
 * included). The partita IVA has a correct check digit (computed, not invented: 0000000 | 037 |
 * 2) and can belong to nobody: serial 0000000 is never assigned (037 is Bologna's office code).
 */
export const demoFiscalProfile: FiscalProfile = {
  regime: 'RF01',
  partitaIva: '00000000372',
  codiceFiscale: demoSiteProfile.taxCode,
  denominazione: demoSiteProfile.legalName,
  indirizzo: 'Via del Pratello 12',
  cap: '40122',
  comune: 'Bologna',
  provincia: 'BO',
  series: 'L',
  bolloCharged: false,
};
