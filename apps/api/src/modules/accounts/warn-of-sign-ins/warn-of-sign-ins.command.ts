/** Strangers' failed sign-ins brought the account to its ceiling: its owner should hear of it. */
export class WarnOfSignInsCommand {
  constructor(
    readonly userId: string,
    readonly failures: number,
  ) {}
}
