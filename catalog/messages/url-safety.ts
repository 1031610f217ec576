// This library's wording (the spec has none) for an address it refuses to navigate to, link to, submit
// to or load a script from (docs/decisions.md "URL safety"). The address is quoted short: it may be long
// or hostile, and the console only needs enough of it to find the markup it came from.
const quoted = (address: string) => JSON.stringify(address.length > 80 ? `${address.slice(0, 80)}…` : address);

export const URL_SAFETY_MESSAGES = {
  refused: (where: string, address: string, rule: string) =>
    `Sq: refused the address ${quoted(address)} for ${where}: ${rule}.`,
} as const;

/** What each kind of use accepts, as the refusal states it. */
export const URL_RULES = {
  'same-site': 'only an address on this site or an allowed origin may be used',
  web: 'only an http or https address may be used',
  link: 'only an http, https, mailto, tel, sms or ftp address may be used',
  script: 'only a script on this site, a provider\'s host or an allowed origin may be used',
} as const;
