import { useEffect, useState } from 'react'

const THRESHOLD_PX = 20

/**
 * Past 20px the header gets a solid background; scrolling down past 20px hides it and
 * scrolling up brings it back.
 */
export function useHeaderScroll() {
  const [state, setState] = useState({ scrolled: false, hidden: false })

  useEffect(() => {
    // A page opens at the top: a scroll made before the app was live counts as the first one
    // (down hides the header), read here when the app starts.
    let lastY = 0
    let hidden = false
    let frame = 0
    const update = () => {
      frame = 0
      const y = Math.max(0, window.scrollY)
      const scrolled = y > THRESHOLD_PX
      if (!scrolled) hidden = false
      else if (y > lastY) hidden = true
      else if (y < lastY) hidden = false
      lastY = y
      setState((prev) =>
        prev.scrolled === scrolled && prev.hidden === hidden ? prev : { scrolled, hidden },
      )
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Read in the next frame, not here: reading the scroll position right after React has
    // rendered a page would force its layout in the same task; in the frame the browser lays it
    // out once anyway.
    frame = requestAnimationFrame(update)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return state
}
