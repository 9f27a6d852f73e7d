import { it as shared } from '@lavagna/contracts';

/** Italian strings of the teacher console that are not in the shared catalogue of libs/contracts. */
export const adminIt = {
  appTitle: 'Lavagna – Area Docente',
  login: {
    title: 'Area Docente',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Ricordami',
    submit: 'Accedi',
  },
  menu: {
    calendar: 'Calendario',
    students: 'Studenti',
    fiscal: 'Dati Fiscali',
    blog: 'Blog Personale',
    availabilities: 'Disponibilità Orarie',
    google: 'Connessione a Google',
    personalData: 'Dati Personali',
    logout: 'Esci',
  },
  comingSoon: 'Questa sezione arriverà in una prossima versione della piattaforma.',
  students: {
    modifiedByTeacher: 'Modificato dal docente',
    deleteContent:
      "Confermi di voler eliminare l'account di questo studente? Le sue lezioni e i suoi dati non saranno più disponibili.",
    tabs: { profile: 'Anagrafica', school: 'Residenza e scuola', lessons: 'Lezioni', settings: 'Impostazioni' },
    noTutor: 'Nessun genitore associato',
  },
  dataModifier: {
    title: 'Dati Personali',
    account: 'Account',
    profile: 'Nome, cognome e avvisi',
    email: 'Email di accesso',
    name: 'Nome',
    surname: 'Cognome',
    alerts: 'Avvisi via email',
    password: 'Cambio password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma la nuova password',
    changePassword: 'Aggiorna la password',
    edit: 'Modifica',
    save: 'Salva',
    cancel: 'Annulla',
  },
  alerts: {
    newUser: 'Nuovo studente registrato',
    cancelUser: 'Account di uno studente eliminato',
    newBooking: 'Nuova prenotazione',
    updateBooking: 'Lezione spostata',
    cancelBooking: 'Lezione cancellata',
  },
} as const;

/** Field labels and notifications of the `students` resource (react-admin resolves them by key). */
export const resourcesIt = {
  students: {
    name: 'Studente |||| Studenti',
    fields: {
      id: 'Identificativo',
      name: 'Nome',
      surname: 'Cognome',
      email: 'Email',
      fullName: 'Nome completo',
      nameForReview: 'Nome per le recensioni',
      birthYear: 'Anno di nascita',
      createdAt: 'Iscritto il',
      classesDone: 'Classi svolte',
      hourlyRate: 'Tariffa oraria',
      linkMeet: 'Link della videochiamata',
      reviewSent: 'Recensione inviata',
      modifiedByTeacher: 'Modificato dal docente',
      tutor: { name: 'Nome del genitore', surname: 'Cognome del genitore' },
      residence: { region: 'Regione', province: 'Provincia' },
      school: { schoolType: 'Tipo di scuola', institute: 'Istituto', examYear: 'Anno o esame' },
      personalSettings: {
        isEmailConfirmed: 'Email confermata',
        isOneHourEmailActive: 'Promemoria 1 ora prima',
        is48HoursEmailActive: 'Promemoria 48 ore prima',
        privacyConsent: 'Consenso privacy',
      },
    },
    notifications: {
      updated: shared.account.dataUpdated,
      deleted: shared.account.accountDeleted,
    },
  },
};
