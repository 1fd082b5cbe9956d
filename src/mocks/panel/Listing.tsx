import type { ReactNode } from 'react'
import { PanelSection } from './PanelSection'

/** A section of what the back-end holds: the count in its heading, then the items or a hint. */
export function Listing({
  id,
  title,
  empty,
  ordered = false,
  actions,
  children,
}: {
  id: string
  title: string
  empty: string
  ordered?: boolean
  /** Shown under the items, when there are some. */
  actions?: ReactNode
  children: ReactNode[]
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <PanelSection id={id} title={`${title} (${children.length})`}>
      {children.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <>
          <List>{children}</List>
          {actions}
        </>
      )}
    </PanelSection>
  )
}
