/**
 * The Italian labels the student app and the teacher console both show, with the same meaning:
 * each app's catalogue (apps/web i18n/it.ts, apps/teacher-admin i18n/it.ts) takes them from here.
 * Messages of the spec's rules stay in libs/contracts.
 */
export const commonIt = {
  actions: {
    cancel: 'Annulla',
    confirm: 'Conferma',
    close: 'Chiudi',
    save: 'Salva',
    signIn: 'Accedi',
    signOut: 'Esci',
    bookLesson: 'Prenota una Lezione',
    cancelLesson: 'Cancella Lezione',
  },
  places: {
    teacherArea: 'Area Docente',
    blog: 'Blog Personale',
    personalData: 'Dati Personali',
    bio: 'Biografia',
  },
  person: {
    email: 'Email',
    password: 'Password',
    rememberMe: 'Ricordami',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    student: 'Studente',
    name: 'Nome',
    surname: 'Cognome',
    birthYear: 'Anno di nascita',
    tutorName: 'Nome del genitore',
    tutorSurname: 'Cognome del genitore',
    region: 'Regione',
    province: 'Provincia',
    schoolType: 'Tipo di scuola',
    institute: 'Istituto',
  },
  /** The payer's billing data, the invoice holder's. */
  billing: {
    title: 'Dati di Fatturazione',
    nome: 'Nome',
    cognome: 'Cognome',
    codiceFiscale: 'Codice Fiscale',
    indirizzo: 'Indirizzo',
    cap: 'CAP',
    comune: 'Comune',
    provincia: 'Provincia',
  },
  /** A lesson booked every week up to a chosen day (the student's 'Ogni settimana', the teacher's for a student). */
  series: {
    weekly: 'Ogni settimana',
    title: 'Lezione ogni settimana',
    until: 'Fino al',
    untilHelp: (last: string) => `Al massimo fino al ${last}`,
    confirm: 'Prenota ogni settimana',
    booked: (count: number) => (count === 1 ? 'Prenotata 1 lezione' : `Prenotate ${count} lezioni`),
    skipped: 'Queste settimane non si possono prenotare e sono state saltate:',
    cancel: 'Cancella le prossime lezioni della serie',
    cancelled: (count: number) => (count === 1 ? 'Cancellata 1 lezione della serie' : `Cancellate ${count} lezioni della serie`),
    /** 'Ogni settimana fino al 30 dicembre 2026' */
    repeatsUntil: (day: string) => `Ogni settimana fino al ${day}`,
  },
  calendar: {
    today: 'Oggi',
    previous: 'Giorni precedenti',
    next: 'Giorni successivi',
    legend: 'Legenda',
  },
  lessons: {
    lessons: 'Lezioni',
    bookingDate: 'Data di prenotazione',
    paymentDate: 'Data di pagamento',
    transaction: 'Codice transazione',
    paid: 'Lezioni pagate',
    totalPaid: 'Totale pagato',
    loadError: 'Errore nel recupero delle prenotazioni',
  },
  coupons: {
    value: 'Valore',
    code: 'Codice',
    expiry: 'Scadenza',
  },
  /** The personal iCal link's card. */
  icsLink: {
    copy: 'Copia il link iCal',
    copied: 'Copiato',
    openGoogle: 'Apri Google Calendar',
    regenerate: 'Genera un nuovo link',
    regenerateText: 'Il link attuale smetterà di funzionare: i calendari che lo usano andranno aggiornati con quello nuovo.',
  },
} as const;
