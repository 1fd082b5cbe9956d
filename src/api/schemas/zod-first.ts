// Imported a task before the schemas (src/api/load-schemas.ts). It names one small export of
// zod's, so the build keeps no more of zod than the schemas use: a dynamic import of 'zod' itself
// would keep every export it has.
export { config } from 'zod'
