// The libraries every page runs before its first paint, in the entry's chunk group as one file: rolldown would
// otherwise cut them into a dozen shared chunks (lazy screens use them too), and one gzip stream compresses better
// than a dozen (bench:client, design notes "Performance"). Only what tree-shaking keeps is in it, and only packages
// whose kept code the first paint runs: component libraries (ark, zag, Chakra's components) stay split, their
// dialogs and machines load with the screens that use them.
const firstLoadLibraries = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'i18next-browser-languagedetector',
  'i18next-resources-to-backend',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@emotion/[^/]+',
  'stylis',
  '@pandacss/is-valid-prop',
  'hoist-non-react-statics',
  'react-is',
  'use-sync-external-store',
  '@chakra-ui/react/dist/esm/(styled-system|theme)',
];

/** A code-splitting group of rolldown (build.rolldownOptions.output.codeSplitting.groups). */
export const firstLoadChunk = {
  name: 'first-load',
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${firstLoadLibraries.join('|')})[\\\\/]`),
};
