/**
 * Every user-visible Italian message of the specification, once, by key.
 * Apps and API use the key; tests assert the text.
 */
export const it = {
  auth: {
    required: 'Autenticazione Necessaria',
    loginOk: 'Login effettuato con successo',
    logoutConfirm: 'Confermi di volerti disconnettere?',
    logoutOk: 'Logout effettuato con successo',
    emailInvalidLogin: 'Inserisci una email valida',
    emailMissing: 'Email non inserita',
    passwordMissing: 'Password non inserita',
    userNotFound: 'Nessun account è registrato con questa email',
    wrongPassword: 'La password non è corretta',
    tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto',
    sessionExpired: 'Sessione scaduta, accedi di nuovo',
    forbidden: 'Non hai i permessi per questa operazione',
    teacherOnly: 'Questa area è riservata al docente',
    recoverySent: 'Email di recupero inviata con successo',
  },
  signup: {
    emailInvalid: "Inserisci un'Email valida",
    passwordShort: 'La password deve essere lunga almeno 8 caratteri',
    passwordMismatch: 'Le password non coincidono',
    nameRequired: 'Il nome è obbligatorio',
    surnameRequired: 'Il cognome è obbligatorio',
    tutorNameRequired: 'Il nome del genitore è obbligatorio',
    tutorSurnameRequired: 'Il cognome del genitore è obbligatorio',
    birthYearRequired: 'Seleziona il tuo anno di nascita',
    regionRequired: 'Seleziona una regione',
    provinceRequired: 'Seleziona una provincia',
    instituteRequired: 'Indica la tua scuola',
    examYearRequired: "Indica l'anno o l'esame",
    privacyRequired: 'Devi accettare per continuare',
    fixErrors: 'Risolvi gli errori',
    confirmByEmail: "Registrazione completata! Conferma la tua registrazione cliccando sul link che ti abbiamo inviato via email",
  },
  account: {
    emailInvalid: "Inserisci un'email valida",
    emailTaken: "Scegli un'altra email, questa è già stata utilizzata",
    formatErrors: 'Errori di formattazione',
    passwordSameAsCurrent: "La nuova password deve essere diversa dall'attuale",
    currentPasswordWrong: 'Inserisci correttamente la tua password',
    dataUpdated: 'Dati aggiornati con successo',
    dataSaved: 'Dati salvati con successo',
    passwordUpdated: 'Password aggiornata con successo',
    passwordRecovered: 'La tua password è stata aggiornata',
    passwordUpdateError: "Errore durante l'aggiornamento della password",
    accountDeleted: 'Account eliminato con successo',
    deleteError: "Errore durante l'eliminazione dell'account",
    reconnectAfterEmailChange: 'Riconnettiti con la tua nuova email dopo averla confermata',
    studentInfoError: "Errore nel recupero delle informazioni dello studente",
    studentsInfoError: 'Errore nel Recupero delle Informazioni degli Studenti dal Server',
    infoError: 'Errore nel Recupero delle Informazioni dal Server',
  },
  links: {
    invalid: 'Il link Inviato non è valido',
    emailConfirmed: 'Email Confermata con Successo',
    emailNotConfirmed: 'Errore. La Mail non è stata confermata',
    emailConfirmError: "Errore nella Conferma dell'Email",
  },
  http: {
    serverError: 'Errore del server – Riprova più tardi',
    malformedJson: 'Il corpo della richiesta non è un JSON valido',
    payloadTooLarge: 'La richiesta è troppo grande',
    notFound: 'Risorsa non trovata',
    badRequest: 'Richiesta non valida',
  },
} as const;

/** Italian text for a day availability rule, with the day name filled in. */
export const dayMessage = (template: string, day: string): string => template.replace('{day}', day);
