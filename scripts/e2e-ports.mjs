// The ports of the Playwright run: the preview server on E2E_PORT (4173 by default, so two
// checkouts can run side by side), and the `real-api` project's site and API beside it.

/** The preview server's port. */
export const previewPort = () => Number(process.env.E2E_PORT) || 4173

/** The `real-api` project's two servers: its site (mocking off) and `npm run api`. */
export function realApiPorts() {
  const apiPort = previewPort() + 21
  return {
    sitePort: previewPort() + 20,
    apiPort,
    apiUrl: `http://localhost:${apiPort}`,
  }
}
