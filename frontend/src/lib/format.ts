const grouping = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** `1 234 DA`: French digit grouping in every language, so the figure reads the same in ar/en/fr. */
export const formatAmount = (value: number) => `${grouping.format(value).replace(/\u202f|\u00a0/g, ' ')} DA`;
