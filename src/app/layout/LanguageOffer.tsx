import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/components/hydration'
import { languageToOffer } from '@/lib/i18n/choice'
import { pageLanguage } from '@/lib/i18n/i18n'

// The bar's code and its words in every language load only for a visitor it is offered to.
const LanguageOfferBar = lazy(() =>
  import('./LanguageOfferBar').then((module) => ({ default: module.LanguageOfferBar })),
)

/**
 * Offers a visitor her language once (the one she chose before, else her browser's first that the
 * site speaks), in that language, on a bar she can dismiss: never a redirect. Shown after the page
 * has hydrated (it depends on the browser), floating so that nothing on the page moves.
 */
export function LanguageOffer() {
  // What the browser prefers is known only in it: nothing until the page has hydrated.
  const hydrated = useHydrated()
  const [answered, setAnswered] = useState(false)
  const offered =
    hydrated && !answered ? languageToOffer(pageLanguage(), navigator.languages ?? []) : undefined
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar offered={offered} onAnswer={() => setAnswered(true)} />
    </Suspense>
  )
}
