import { createElement, useEffect, useReducer, type ComponentType } from 'react'

/**
 * A component whose code loads when it is first drawn (or sooner, through `preload`), drawn
 * without a Suspense boundary: React holds back the content of a boundary that has just shown
 * its fallback for up to 300 ms, so an overlay behind `lazy` opened a third of a second late on
 * a tap, even with its code already loaded. Until the code is there it draws nothing; a failed
 * load is thrown to the nearest error boundary, as `lazy` does.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined
  let failure: { error: unknown } | undefined
  let loading: Promise<void> | undefined
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        // Tried again by the next preload or drawing (a new version deployed, the network back).
        loading = undefined
        failure = { error }
      },
    ))

  function OnDemand(props: P) {
    const [, arrived] = useReducer((count: number) => count + 1, 0)
    useEffect(() => {
      if (!Loaded) void preload().then(arrived)
    }, [])
    if (failure) {
      const { error } = failure
      failure = undefined
      throw error
    }
    return Loaded ? createElement(Loaded, props) : null
  }
  return { Component: OnDemand, preload }
}
