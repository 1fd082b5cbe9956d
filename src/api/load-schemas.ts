import { nextTask } from '@/lib/idle'
import { loadOnce } from '@/lib/load-once'

/**
 * The contract's schemas in three tasks: zod's own code, then the booking schemas with the date
 * library they use, then the others. Creating the schemas is most of the work (zod builds each
 * one as its module is evaluated): all in one task after zod's, it took 64 to 88 ms at 4x CPU on
 * a returning client's /booking, and zod with them 35 to 55 ms at full speed. Kept once loaded,
 * so later calls wait for no task.
 */
export const loadSchemas = loadOnce(() =>
  import('./schemas/zod-first')
    .then(nextTask)
    .then(() => import('./schemas/booking'))
    .then(nextTask)
    .then(() => import('./schemas')),
)
