import { createElement, useEffect, useReducer, useState, type ComponentType } from 'react'

/**
 * A component whose code loads when it is first drawn (or sooner, through `preload`), drawn
 * without a Suspense boundary: React holds back the content of a boundary that has just shown
 * its fallback for up to 300 ms, so an overlay behind `lazy` opened a third of a second late on
 * a tap, even with its code already loaded. Until the code is there it draws nothing; a failed
 * load is thrown to the nearest error boundary, as `lazy` does.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // Tried again next time (a new version deployed, the network back).
        loading = undefined
        throw error
      },
    ))
  // Ahead of need: a failure shows when the part is drawn.
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    )

  function OnDemand(props: P) {
    const [, arrived] = useReducer((count: number) => count + 1, 0)
    const [failure, setFailure] = useState<{ error: unknown }>()
    // Also when the code was there at the first draw: it may have arrived between that draw and
    // this effect, and one more draw costs nothing.
    useEffect(() => {
      loadOnce().then(arrived, (error: unknown) => setFailure({ error }))
    }, [])
    if (failure) throw failure.error
    return Loaded ? createElement(Loaded, props) : null
  }
  return { Component: OnDemand, preload }
}
