/** Somebody asks for the confirmation e-mail of an address again (which may have no account). */
export class ResendEmailConfirmationCommand {
  constructor(readonly email: string) {}
}
