// Imported a task before the mock back-end's own code (src/main.tsx), so msw and its helpers are
// evaluated in a task of their own. It names one export: a dynamic import of the package itself
// would keep every export it has.
export { setupWorker } from 'msw/browser'
