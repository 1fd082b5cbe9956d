import { Link, Stack, type StackProps } from '@chakra-ui/react'
import { useLocation } from 'react-router'
import { pageLanguage, t } from '@/lib/i18n/i18n'
import { languageNames, languages, pathInLanguage } from '@/lib/i18n/languages'

/**
 * The language menu: the page on screen in each of the site's languages, its query kept. Another
 * language is another address, so each is a plain link (a new page load); the head's script
 * remembers the choice (src/lib/inline/served-page.ts).
 */
export function LanguageLinks({ color = 'inherit', ...stack }: StackProps) {
  const { pathname, search, hash } = useLocation()
  const current = pageLanguage()
  return (
    <Stack as="nav" aria-label={t('Language')} {...stack}>
      {languages.map((language) => (
        <Link
          key={language}
          href={`${pathInLanguage(pathname, language)}${search}${hash}`}
          lang={language}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          color={color}
          fontWeight={language === current ? '600' : undefined}
          textDecoration={language === current ? 'underline' : undefined}
          textUnderlineOffset="3px"
        >
          {languageNames[language]}
        </Link>
      ))}
    </Stack>
  )
}
