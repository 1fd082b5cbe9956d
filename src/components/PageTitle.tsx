import { t } from '@/lib/i18n/i18n'
import { salon } from '@/lib/salon'

interface PageTitleProps {
  title: string
  /** The page's meta description; a general one when omitted. */
  description?: string
}

/** The document title and meta description of a page; React 19 hoists both into <head>. */
export function PageTitle({ title, description }: PageTitleProps) {
  return (
    <>
      <title>{`${title} | ${salon.name}`}</title>
      <meta
        name="description"
        content={
          description ??
          t('{name}: premium manicures, pedicures and nail art in Chantilly, Virginia.', {
            name: salon.name,
          })
        }
      />
    </>
  )
}
