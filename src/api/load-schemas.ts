import { loadOnce } from '@/lib/load-once'

/** The contract's schemas, loaded on first need (a form, a request, a stored session). */
export const loadSchemas = loadOnce(() => import('./schemas'))
