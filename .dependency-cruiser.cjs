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

const siblings = ['platform', 'analytics', 'notifications'];

/**
 * Each layer imports only the layers below it (and ui/ and bridge/). A test may set up what its code is given from
 * above, as app/ does (a data test builds its api through a session); helpers under testing/ are held like code.
 */
const layerRules = [
  ...layers.slice(0, -1).map((layer, index) => ({
    name: `renderer-${index}-${layer.replace(/\W/g, '')}-imports-down`,
    comment: `renderer/${layer} imports only the folders below it: ${layers.slice(0, index).join(', ') || 'none'}`,
    severity: 'error',
    from: { path: renderer(layer), pathNot: '\\.test\\.tsx?$' },
    to: { path: `^renderer/(${layers.slice(index + 1).join('|')})/` },
  })),
  ...siblings.map((sibling) => ({
    name: `renderer-${sibling}-apart-from-its-siblings`,
    comment: `platform/, analytics/ and notifications/ sit side by side: none imports another`,
    severity: 'error',
    from: { path: renderer(sibling), pathNot: '\\.test\\.tsx?$' },
    to: { path: `^renderer/(${siblings.filter((other) => other !== sibling).join('|')})/` },
  })),
];

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'renderer-ui-is-a-leaf',
      comment:
        'ui/ is a leaf over domain/: a component that needs the session or analytics is given it by its caller',
      severity: 'error',
      from: { path: '^renderer/ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(renderer/(?!ui/|domain/)|bridge/)' },
    },
    {
      name: 'renderer-domain-is-pure',
      comment: 'domain/ imports nothing of the app, React or the router',
      severity: 'error',
      from: { path: '^renderer/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(renderer/(?!domain/)|bridge/|node_modules/(react|react-dom|react-router)/)' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'a feature never imports another feature; what two share lives in a layer below',
      severity: 'error',
      from: { path: '^renderer/features/([^/]+)/' },
      to: { path: '^renderer/features/', pathNot: '^renderer/features/$1/' },
    },
    {
      name: 'bridge-shares-types-only-over-domain',
      comment: 'bridge/ is imported by main, preload and the renderer, so it imports only renderer/domain',
      severity: 'error',
      from: { path: '^bridge/' },
      to: { path: '^(renderer/(?!domain/)|main/|preload/)' },
    },
    {
      name: 'desktop-main-and-preload-take-only-domain-from-the-renderer',
      comment: 'main/ and preload/ run outside the window: only the pure renderer/domain and bridge/',
      severity: 'error',
      from: { path: '^(main|preload)/' },
      to: { path: '^renderer/(?!domain/)' },
    },
    {
      name: 'main-and-preload-apart',
      comment: 'main/ and preload/ share only bridge/',
      severity: 'error',
      from: { path: '^(main|preload)/' },
      to: { path: '^(main|preload)/', pathNot: '^$1/' },
    },
    {
      name: 'dev-backend-takes-no-ui',
      comment:
        'the dev backend is a separate program: it may use the api schemas and domain rules, never UI code',
      severity: 'error',
      from: { path: '^dev-backend/' },
      to: { path: '^renderer/(?!api/|domain/)' },
    },
    {
      name: 'no-circular',
      comment: 'no cycle between modules',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
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
