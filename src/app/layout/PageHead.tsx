import { PageTitle } from '@/components/PageTitle'
import { useRoutePage } from '@/components/route-page'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import { intlLocales, languages, pathInLanguage, type Language } from '@/lib/i18n/languages'
import { salon } from '@/lib/salon'

/** A language as Open Graph names it: 'es_US'. */
const ogLocale = (language: Language) => intlLocales[language].replace('-', '_')

/**
 * The head title and meta description of the page on screen, from the page table, its social
 * card in its language (a link shared in a Korean chat shows a Korean card), and the addresses
 * of its other languages (English also as the default).
 */
export function PageHead() {
  const page = useRoutePage()
  if (!page) return null
  const address = (language: (typeof languages)[number]) =>
    `${salon.siteUrl}${pathInLanguage(page.path, language)}`
  return (
    <>
      <PageTitle title={t(page.title)} description={t(page.description)} />
      <meta property="og:title" content={`${t(page.title)} | ${salon.name}`} />
      <meta property="og:description" content={t(page.description)} />
      <meta property="og:url" content={address(pageLanguage())} />
      <meta property="og:locale" content={ogLocale(pageLanguage())} />
      {languages
        .filter((language) => language !== pageLanguage())
        .map((language) => (
          <meta key={language} property="og:locale:alternate" content={ogLocale(language)} />
        ))}
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={address(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address('en')} />
    </>
  )
}
