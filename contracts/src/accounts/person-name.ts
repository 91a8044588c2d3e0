/**
 * A person's name as people write it: 'karim ben-ali' → 'Karim Ben-Ali'. Names are stored lowercased (the profile
 * form lowercases them); every screen that shows one goes through this.
 */
export const personName = (name: string) =>
  name.trim().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase());
