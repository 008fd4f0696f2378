/**
 * The import order of DESIGN "Boundaries", checked by `npm run lint` (dependency-cruiser), so an import against
 * it fails where it is written. The renderer's folders, each importing only folders below it:
 *
 *   domain < api < data < session < platform, analytics, notifications < features < app < the shell entries
 *
 * and ui/, a leaf over domain/ that any of them may use. bridge/ holds what crosses the desktop app's IPC bridge,
 * shared by main/, preload/ and the renderer; main/ and preload/ take nothing else from the renderer but the pure
 * domain/. Code under testing/ is held to the same order; a test may set up its code's surroundings from above.
 */
const layers = ['domain', 'api', 'data', 'session', '(platform|analytics|notifications)', 'features', 'app'];
const renderer = (folder) => `^renderer/${folder}/`;
/** Code of `path`, its tests left out: a test may set up its code's surroundings from above. */
const code = (path) => ({ path, pathNot: '\\.test\\.tsx?$' });

/** Every rule is an error: what `from` matches may not import what `to` matches. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const siblings = ['platform', 'analytics', 'notifications'];

/**
 * Each layer imports only the layers below it (and ui/ and bridge/). A test may set up what its code is given from
 * above, as app/ does (a data test builds its api through a session); helpers under testing/ are held like code.
 */
const layerRules = [
  ...layers
    .slice(0, -1)
    .map((layer, index) =>
      forbid(
        `renderer-${index}-${layer.replace(/\W/g, '')}-imports-down`,
        `renderer/${layer} imports only the folders below it: ${layers.slice(0, index).join(', ') || 'none'}`,
        code(renderer(layer)),
        { path: `^renderer/(${layers.slice(index + 1).join('|')})/` },
      ),
    ),
  ...siblings.map((sibling) =>
    forbid(
      `renderer-${sibling}-apart-from-its-siblings`,
      'platform/, analytics/ and notifications/ sit side by side: none imports another',
      code(renderer(sibling)),
      { path: `^renderer/(${siblings.filter((other) => other !== sibling).join('|')})/` },
    ),
  ),
];

module.exports = {
  forbidden: [
    ...layerRules,
    forbid(
      'renderer-ui-is-a-leaf',
      'ui/ is a leaf over domain/: a component that needs the session or analytics is given it by its caller',
      code('^renderer/ui/'),
      { path: '^(renderer/(?!ui/|domain/)|bridge/)' },
    ),
    forbid(
      'renderer-domain-is-pure',
      'domain/ imports nothing of the app, React or the router',
      code('^renderer/domain/'),
      { path: '^(renderer/(?!domain/)|bridge/|node_modules/(react|react-dom|react-router)/)' },
    ),
    forbid(
      'features-do-not-import-each-other',
      'a feature never imports another feature; what two share lives in a layer below',
      { path: '^renderer/features/([^/]+)/' },
      { path: '^renderer/features/', pathNot: '^renderer/features/$1/' },
    ),
    forbid(
      'bridge-shares-types-only-over-domain',
      'bridge/ is imported by main, preload and the renderer, so it imports only renderer/domain',
      { path: '^bridge/' },
      { path: '^(renderer/(?!domain/)|main/|preload/)' },
    ),
    forbid(
      'desktop-main-and-preload-take-only-domain-from-the-renderer',
      'main/ and preload/ run outside the window: only the pure renderer/domain and bridge/',
      { path: '^(main|preload)/' },
      { path: '^renderer/(?!domain/)' },
    ),
    forbid(
      'main-and-preload-apart',
      'main/ and preload/ share only bridge/',
      { path: '^(main|preload)/' },
      { path: '^(main|preload)/', pathNot: '^$1/' },
    ),
    forbid(
      'dev-backend-takes-no-ui',
      'the dev backend is a separate program: it may use the api schemas and domain rules, never UI code',
      { path: '^dev-backend/' },
      { path: '^renderer/(?!api/|domain/)' },
    ),
    forbid('no-circular', 'no cycle between modules', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|test-results|build)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
