/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; default '/api' (same origin). */
  readonly VITE_API_BASE_URL?: string
  /** 'off' builds the site without the in-browser mock back-end. */
  readonly VITE_API_MOCKING?: string
}

/** Chakra's createSystem as steps to run one per task (scripts/chakra-system-steps-plugin.ts). */
declare module 'virtual:chakra-system-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react'
  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext>
}
