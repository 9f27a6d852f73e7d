import type { Identifier } from 'react-admin';
import type { AuditEntry, AuditSubject } from '@lavagna/contracts';
import { apiJson } from '../http/api';

/** The audit trail calls, spread into the data provider. */
export const auditMethods = {
  /** GET /api/admin/audit/{subject}/{id}: the subject's events, oldest first. */
  getAudit: (subject: AuditSubject, id: Identifier) =>
    apiJson<AuditEntry[]>(`/api/admin/audit/${subject}/${encodeURIComponent(String(id))}`),
};

/** One key per subject, so react-admin's refresh reloads an open timeline with the rest of the page. */
export const auditQuery = (dataProvider: typeof auditMethods, subject: AuditSubject, id: Identifier) => ({
  queryKey: ['audit', subject, String(id)],
  queryFn: () => dataProvider.getAudit(subject, id),
});
