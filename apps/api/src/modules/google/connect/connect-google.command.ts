/** The consent's answer for a teacher: exchange the code (with its PKCE verifier) and record the connection. */
export class ConnectGoogleCommand {
  constructor(
    readonly teacherId: string,
    readonly code: string,
    readonly codeVerifier: string,
  ) {}
}
