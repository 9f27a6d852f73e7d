/** The teacher chose which of their Google calendars block their slots. */
export class ChooseGoogleCalendarsCommand {
  constructor(
    readonly teacherId: string,
    readonly shown: string[],
  ) {}
}
