import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { LessonsModule } from '../lessons/index.js';
import { PaymentLinksQuery, PaymentRecordsQuery } from '../payments/index.js';
import { SessionsModule } from '../sessions/index.js';
import { AuditController } from './audit/audit.http.controller.js';
import { AuditTrail } from './audit/audit-trail.js';
import { FiscalController } from './fiscal/fiscal.http.controller.js';
import { LedgerController } from './ledger/ledger.http.controller.js';
import { AdminPaymentsController } from './payments/payments.http.controller.js';
import { StudentOverviewController } from './students/student-overview.http.controller.js';
import { StudentsController } from './students/students.http.controller.js';

// Stateless reads of the payments read models (the payments module is a dynamic module: not imported twice).
const queries = [PaymentRecordsQuery, PaymentLinksQuery];
const controllers = [StudentsController, StudentOverviewController, FiscalController, LedgerController, AdminPaymentsController, AuditController];

/** The teacher console's resources (react-admin simple-rest), the fiscal report and the audit trail. */
@Module({ imports: [AccountsModule, LessonsModule, SessionsModule], providers: [...queries, AuditTrail], controllers })
export class AdminModule {}
