import { chakra } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'

interface MapFrameProps {
  src: string
  title: string
}

/**
 * The salon's map, a third party's frame, rendered once it comes within a screen of the viewport.
 * Drawn with the page (even with `loading="lazy"`: on a phone it is near enough), the frame is
 * a browser process of its own starting beside the page's first paint and start-up; most
 * visitors who want it scroll to it, and it loads on the way. Until then its place is kept.
 */
export function MapFrame({ src, title }: MapFrameProps) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = place.current
    if (near || !element || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <chakra.div ref={place} height="260px">
      {near && (
        <chakra.iframe
          src={src}
          title={title}
          referrerPolicy="no-referrer-when-downgrade"
          width="100%"
          height="100%"
          border="0"
          display="block"
        />
      )}
    </chakra.div>
  )
}
