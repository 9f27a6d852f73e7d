/** Somebody asks for a recovery e-mail for an address (which may have no account). */
export class RequestPasswordRecoveryCommand {
  constructor(readonly email: string) {}
}
