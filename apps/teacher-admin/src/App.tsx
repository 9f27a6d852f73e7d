import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { adminIt } from './i18n/it';
import { TeacherLayout } from './layout/TeacherLayout';
import { TeacherDataModifier } from './data-modifier/TeacherDataModifier';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { TeacherCalendar } from './calendar/TeacherCalendar';
import { theme } from './theme';
import students from './students';
import payments from './payments';
import reviews from './reviews';
import invoices from './invoices';
import { StudentsPage } from './students/StudentsPage';
import { FiscalPage } from './fiscal/FiscalPage';
import { FiscalProfilePage } from './fiscal-profile/FiscalProfilePage';
import { SitePage } from './site/SitePage';
import { GoogleConnectionPage } from './google/GoogleConnectionPage';
import { AccountantsPage } from './accountant/AccountantsPage';
import { AsOfPage } from './accountant/AsOfPage';
import { ChainPage } from './accountant/ChainPage';
import { PaymentsLogPage } from './accountant/PaymentsLogPage';

/** The pages the accountant reads; the teacher reaches the report at a date and the chain too. */
const ledgerRoutes = [
  <Route key="as-of" path="/report-a-una-data" element={<AsOfPage />} />,
  <Route key="chain" path="/integrita-registro" element={<ChainPage />} />,
];

/**
 * The accountant's desk: reads only, no student data. Its first page is a resource so that the
 * console opens on it.
 */
const accountantDesk = (
  <>
    <Resource name="dati-fiscali" list={FiscalPage} />
    <Resource name="invoices" {...invoices} recordRepresentation="numero" />
    <CustomRoutes>
      {ledgerRoutes}
      <Route path="/registro-pagamenti" element={<PaymentsLogPage />} />
    </CustomRoutes>
  </>
);

/** The teacher's console. */
const teacherDesk = (
  <>
    <Resource name="students" {...students} recordRepresentation={(r) => `${r.name} ${r.surname}`} />
    <Resource name="payments" {...payments} recordRepresentation="transactionId" />
    <Resource name="reviews" {...reviews} recordRepresentation="name" />
    <Resource name="invoices" {...invoices} recordRepresentation="numero" />
    <CustomRoutes>
      <Route path="/teacher-calendar" element={<TeacherCalendar />} />
      <Route path="/teacher-fisca-linfo" element={<FiscalPage />} />
      <Route path="/teacher-fiscal-profile" element={<FiscalProfilePage />} />
      <Route path="/teacher-availabilities" element={<AvailabilityPage />} />
      <Route path="/teacher-google-connection" element={<GoogleConnectionPage />} />
      <Route path="/teacher-data-modifier" element={<TeacherDataModifier />} />
      <Route path="/teacher-site" element={<SitePage />} />
      <Route path="/teacher-students-list" element={<StudentsPage />} />
      <Route path="/teacher-accountants" element={<AccountantsPage />} />
      {ledgerRoutes}
    </CustomRoutes>
  </>
);

/** The teacher console; the router (basename /admin) is set up in main.tsx. */
export const App = () => (
  <Admin
    title={adminIt.appTitle}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={TeacherLayout}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    {(permissions: unknown) => (permissions === 'accountant' ? accountantDesk : teacherDesk)}
  </Admin>
);
