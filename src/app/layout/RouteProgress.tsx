import { Box } from '@chakra-ui/react'
import { useNavigation } from 'react-router'
import { t } from '@/lib/i18n/i18n'

/** A thin gold bar at the very top while the next route's code (or data) loads. */
export function RouteProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <LoadingBar />
}

export function LoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label={t('Loading page')}
      position="fixed"
      top="0"
      insetX="0"
      h="3px"
      zIndex="max"
      overflow="hidden"
      bg="gold.100"
    >
      <Box
        h="full"
        w="40%"
        bg="gold.500"
        animation="route-progress 1.1s ease-in-out infinite"
        css={{
          '@keyframes route-progress': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
        }}
      />
    </Box>
  )
}
