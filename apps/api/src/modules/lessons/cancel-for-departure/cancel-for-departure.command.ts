/** A deleted student leaves: every lesson of theirs not yet started is cancelled. Answers how many. */
export class CancelForDepartureCommand {
  constructor(readonly studentId: string) {}
}
