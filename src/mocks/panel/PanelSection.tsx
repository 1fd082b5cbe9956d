import type { ReactNode } from 'react'

/** A part of the panel: a section its heading names. */
export function PanelSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  )
}
