/** A one-time link from an e-mail is opened: signup confirmation or new e-mail confirmation. */
export class ConfirmLinkCommand {
  constructor(
    readonly purpose: 'signup' | 'email',
    readonly value: string,
  ) {}
}
