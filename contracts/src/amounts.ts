// Amounts are whole dinars, written the same way by the client and the mails.
const grouping = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * `1 234 DA`: French digit grouping in every language (so the figure reads the same in ar/en/fr), with a plain
 * space where Intl puts a (narrow) no-break one, rounded to the whole dinar. Shown left to right by the caller.
 */
export const formatAmount = (value: number): string =>
  `${grouping.format(value).replace(/\u202f|\u00a0/g, ' ')} DA`;
