/**
 * The login frame's failure scenarios, chosen in the panel's Inbox section or with `POST /api/scenario`:
 * - `device-verification`: a new device must be approved from the inbox before the code is asked (VERIFY_DEVICE);
 * - `frame-timeout`: the frame says READY and then answers nothing (the kit gives up after its time-out);
 * - `frame-not-ready`: the frame loads but never says READY, as a frame does on a page its project does not allow (the
 *   kit gives up after its time-out; its debug mode alerts "Invalid App Configuration", spec 8's socials time-out);
 * - `origin-not-allowed`: every request is refused, as a frame refuses a page not on the project's allowlist;
 * - `invalid-project-id`: every request is refused, as for a project id the provider does not know;
 * - `session-not-yet-valid`: a login's session token (SESSION_UPDATE) is valid only an hour later, as when the page's
 *   clock is behind (the kit's debug mode alerts "Session Expired");
 * - `smart-account-fails`: smart accounts are enabled on the local chains, but setting one up fails (INIT_SMART_ACCOUNT
 *   and SET_PREFERRED_ACCOUNT to a smart account answer an error; a login that asks for one gets its EOA): the kit
 *   falls back to the EOA and says so.
 * A wrong code needs no scenario: type another code than the inbox shows.
 */
export const LOGIN_FRAME_SCENARIOS = [
  'none',
  'device-verification',
  'frame-timeout',
  'frame-not-ready',
  'origin-not-allowed',
  'invalid-project-id',
  'session-not-yet-valid',
  'smart-account-fails',
] as const
export type LoginFrameScenario = (typeof LOGIN_FRAME_SCENARIOS)[number]

/** The messages the frame refuses requests with, per scenario (spec 8's alert titles and texts). */
export const REFUSALS: Partial<Record<LoginFrameScenario, string>> = {
  'origin-not-allowed':
    "Invalid App Configuration: Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
  'invalid-project-id':
    "Invalid App Configuration: Invalid Project ID - update configuration in your provider's cloud dashboard",
}

/** What the frame answers a smart-account set-up with in the `smart-account-fails` scenario. */
export const SMART_ACCOUNT_FAILURE =
  'The smart account could not be set up: no account factory answers on this chain'
