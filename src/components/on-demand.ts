import { createElement, useEffect, useReducer, useState, type ComponentType } from 'react'
import { loadOnce } from '@/lib/load-once'

/**
 * A component whose code loads when it is first drawn (or sooner, through `preload`), drawn
 * without a Suspense boundary: React holds back the content of a boundary that has just shown
 * its fallback for up to 300 ms, so an overlay behind `lazy` opened a third of a second late on
 * a tap, even with its code already loaded. Until the code is there it draws nothing; a failed
 * load is thrown to the nearest error boundary, as `lazy` does, and tried again next time.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined
  const loadComponent = loadOnce(() => load().then((component) => (Loaded = component)))
  // Ahead of need, resolving to whether the code is there: a failure shows when the part is drawn.
  const preload = () =>
    loadComponent().then(
      () => true,
      () => false,
    )

  function OnDemand(props: P) {
    const [, arrived] = useReducer((count: number) => count + 1, 0)
    const [failure, setFailure] = useState<{ error: unknown }>()
    // Also when the code was there at the first draw: it may have arrived between that draw and
    // this effect, and one more draw costs nothing.
    useEffect(() => {
      loadComponent().then(arrived, (error: unknown) => setFailure({ error }))
    }, [])
    if (failure) throw failure.error
    return Loaded ? createElement(Loaded, props) : null
  }
  return { Component: OnDemand, preload }
}
