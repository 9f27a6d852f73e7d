/**
 * A teacher's calendar changed through another module (a payment captured): this replica
 * forgets its cached calendar at once; the other replicas hear the projection's NOTIFY.
 */
export class RefreshCalendarCommand {
  constructor(readonly teacherId: string) {}
}
