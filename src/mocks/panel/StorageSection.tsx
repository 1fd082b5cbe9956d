import type { Backup } from '../control'
import type { BackEndView } from './back-end-view'
import { PanelSection } from './PanelSection'

/** Offers a kept-aside copy of unreadable data as a file. */
function download(backup: Backup) {
  const url = URL.createObjectURL(new Blob([backup.data], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${backup.id}.json`,
  })
  link.click()
  URL.revokeObjectURL(url)
}

const storageHints: Record<BackEndView['storage'], string> = {
  open: 'Data is stored in this browser (IndexedDB) and survives reloads.',
  memory: 'This browser refuses IndexedDB: data lasts until the page is reloaded.',
  lost: 'A newer version of the site took the data over: reload this tab.',
}

/** Where the data lives, and the copies of unreadable data kept aside, to download. */
export function StorageSection({ view }: { view: BackEndView | null }) {
  const kept = view?.kept ?? []
  return (
    <PanelSection id="mock-storage" title="Storage">
      <p className="hint">{storageHints[view?.storage ?? 'open']}</p>
      {kept.length === 0 ? (
        <p className="hint">No backups: all stored data could be read.</p>
      ) : (
        <ul aria-label="Backups">
          {kept.map((backup) => (
            <li key={backup.id}>
              {backup.reason} ({new Date(backup.savedAt).toLocaleString()}){' '}
              <button type="button" onClick={() => download(backup)}>
                Download {backup.id}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  )
}
