/** How long an access token lives; the refresh token renews it. */
export const ACCESS_TTL_S = 15 * 60;
