/** Reads Google's calendar list and the shown calendars again, and (re)opens the push channels. */
export class RefreshGoogleCommand {
  constructor(
    readonly teacherId: string,
    /** Open new channels even where one is still valid (the console's "start watch"). */
    readonly renewChannels = false,
  ) {}
}
