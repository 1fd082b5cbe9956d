import { salon } from '@/lib/salon'

/** The document title for a page; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${salon.name}`}</title>
}
