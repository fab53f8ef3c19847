// Secrets a service makes once in DATA_DIR when no environment variable gives them (ADR 0053's card token key,
// ADR 0066's VAPID pair): the backup archives each file, the restore puts it back. Without them a restored VetNow
// could not read what it kept with them.

/** @type {ReadonlyArray<{ file: string, env: string, key: string, what: string }>} */
export const DATA_DIR_SECRETS = [
  // Without it the saved cards' PayHere tokens cannot be read: every owner would have to add their cards again.
  { file: 'payments/card-token.key', env: 'CARD_TOKEN_KEY', key: 'cardTokenKey', what: "the key of the saved cards' tokens" },
  // Without it the push services refuse our messages: every browser would have to turn push on again.
  { file: 'notify/vapid.json', env: 'VAPID_PRIVATE_KEY', key: 'vapidKeys', what: 'the Web Push (VAPID) key pair' },
];
