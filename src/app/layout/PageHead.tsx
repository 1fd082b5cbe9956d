import { PageTitle } from '@/components/PageTitle'
import { useRoutePage } from '@/components/route-page'
import { t } from '@/lib/i18n/i18n'
import { languages, pathInLanguage } from '@/lib/i18n/languages'
import { salon } from '@/lib/salon'

/**
 * The head title and meta description of the page on screen, from the page table, and the
 * addresses of its other languages (English also as the default).
 */
export function PageHead() {
  const page = useRoutePage()
  if (!page) return null
  const address = (language: (typeof languages)[number]) =>
    `${salon.siteUrl}${pathInLanguage(page.path, language)}`
  return (
    <>
      <PageTitle title={t(page.title)} description={t(page.description)} />
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={address(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address('en')} />
    </>
  )
}
