import { PageTitle } from '@/components/PageTitle'
import { useRoutePage } from '@/components/route-page'

/** The head title and meta description of the page on screen, from the page table. */
export function PageHead() {
  const page = useRoutePage()
  return page ? <PageTitle title={page.title} description={page.description} /> : null
}
