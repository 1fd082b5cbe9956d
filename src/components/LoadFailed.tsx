import { Button, HStack, Text, type StackProps } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'

/** What a part whose code could not be loaded shows instead: why, and a way to try again. */
export function LoadFailed(props: StackProps) {
  return (
    <HStack gap="3" flexWrap="wrap" fontSize="sm" {...props}>
      <Text role="alert" color="red.600">
        {t('This could not be opened. Check your connection, then reload the page.')}
      </Text>
      {/* An installed app has no reload button of its own. */}
      <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
        {t('Reload page')}
      </Button>
    </HStack>
  )
}
