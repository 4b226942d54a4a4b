import type { Summaries } from '../endpoint.js';
import type { accountEndpoints } from './account.js';

/** What each of the account calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const accountSummaries = {
  upload:
    'Upload one image (JPEG, PNG or WebP, checked by its bytes; 5 MiB at most) as multipart `file`. `path` is the reference later calls take; `url` shows it (ID photos only to their owner and operators).',
  uploadHeadPortrait: 'Use an uploaded avatar image as the head portrait.',
  editNickname: 'Change the nickname (2–10 Chinese, English or digits) and signature (2–30).',
  changeLoginPassword:
    'Change the login password with a fresh code (scene security); optionally end every other session. Holds withdrawals for 24 hours.',
  updatePayPassword:
    'Set or change the 6-digit payment password with a fresh code (scene security). Holds withdrawals for 24 hours.',
  bindMobile:
    'Bind or change the mobile: `password` the login password, `code` sent to the new number (scene bind), `old_code` to the bound one (scene security). Holds withdrawals 24 hours and tells the contacts bound before.',
  bindEmail:
    'Bind or change the email: `password` the login password, `code` sent to the new address (scene bind), `old_code` to the bound one (scene security). Holds withdrawals 24 hours and tells the contacts bound before.',
  twoFactorStatus: 'Whether two-factor authentication (TOTP) is on, and how many recovery codes are left.',
  startTwoFactor:
    'A new authenticator secret (base32, and the `otpauth://` URI a QR code carries). Nothing is on until `/safe/two_factor/enable`; a new setup replaces one not yet enabled. Refused while two-factor authentication is on.',
  enableTwoFactor:
    'Turn two-factor authentication on with the current 6-digit `code` of the set-up secret and the login `password`. Answers 10 single-use recovery codes, shown this once and stored hashed.',
  disableTwoFactor:
    "Turn two-factor authentication off with the authenticator's current `code` or an unused recovery code. Holds withdrawals for 24 hours.",
  saveBankCard: 'Save the domestic bank card; every field is required.',
  bankCard: 'The saved domestic bank card, or null.',
  saveInternationalBankCard: 'Save the international bank card; every field is required.',
  internationalBankCard: 'The saved international bank card, or null.',
  saveWalletAddress:
    "Save a withdrawal address; checked against the network's format, usable 24 hours later.",
  walletAddresses: 'Saved withdrawal addresses, newest first, page by page.',
  sessions:
    'The signed-in devices: live sessions, the current one first (`current`), then by last use; the device named from its User-Agent and the address masked. A session ends 7 days after sign-in or 3 days after its last use.',
  revokeSession:
    "End one of the caller's live sessions by `id`; ending the current one signs this device out. An unknown id, another user's or one already ended is refused and changes nothing.",
  setAntiPhishingCode:
    'Set or change the anti-phishing code (4–20 letters and digits, at least one letter) that every email from the exchange shows, with a fresh code (scene security).',
} as const satisfies Summaries<typeof accountEndpoints>;
