/** A deleted student leaves: their open orders are given up. Answers how many were. */
export class GiveUpOrdersCommand {
  constructor(readonly studentId: string) {}
}
