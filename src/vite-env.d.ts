/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; default '/api' (same origin). */
  readonly VITE_API_BASE_URL?: string
  /** 'off' builds the site without the in-browser mock back-end. */
  readonly VITE_API_MOCKING?: string
}

/** A message catalog compiled by @lingui/vite-plugin. */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
