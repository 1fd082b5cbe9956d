import { Button, type ButtonProps } from '@chakra-ui/react'
import { ChevronDown, UserRound } from 'lucide-react'
import { t } from '@/lib/i18n/i18n'

/** The signed-in header's "My Account" button: the menu's trigger, and its placeholder while the menu loads. */
export function AccountButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" color="fg" hideBelow="md" {...props}>
      <UserRound size={16} aria-hidden />
      {t('My Account')}
      <ChevronDown size={14} aria-hidden />
    </Button>
  )
}
