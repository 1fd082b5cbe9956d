import { control } from './control'

// The control API over HTTP: `POST /__mocks/<name>` with the arguments as a JSON array answers
// `{ "result": … }`, or 400 `{ "error": "…" }`. The site's service worker and `npm run api`
// answer these same calls, so a tester speaks to either the same way.

export const CONTROL_PREFIX = '/__mocks/'

type ControlCallName = keyof typeof control
const controlCallNames = Object.keys(control) as ControlCallName[]

const isCallName = (name: string): name is ControlCallName =>
  (controlCallNames as string[]).includes(name)

/** The answer to one control call: its status and JSON body. */
export async function answerControlCall(
  method: string,
  name: string,
  body: string,
): Promise<{ status: number; body: unknown }> {
  if (method !== 'POST' || !isCallName(name))
    return { status: 404, body: { error: `POST ${CONTROL_PREFIX}{${controlCallNames}}` } }
  try {
    const args: unknown = body ? JSON.parse(body) : []
    if (!Array.isArray(args)) throw new Error('The body must be a JSON array of arguments.')
    const call = control[name] as (...a: unknown[]) => unknown
    const result: unknown = await call(...args)
    return { status: 200, body: { result: result ?? null } }
  } catch (error) {
    return { status: 400, body: { error: (error as Error).message } }
  }
}
