export function previewPort(): number
export function realApiPorts(): { sitePort: number; apiPort: number; apiUrl: string }
