/** The teacher disconnects their Google account. */
export class DisconnectGoogleCommand {
  constructor(readonly teacherId: string) {}
}
