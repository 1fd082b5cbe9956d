// Imported a task after msw and before the mock back-end's own code (src/main.tsx), so the
// database libraries are evaluated in a task of their own; one export, as for msw.
export { Collection } from '@msw/data'
