import { PageHero } from '@/components/PageHero'

export function ForgotPasswordPage() {
  return <PageHero title="Reset Your Password" subtitle="Enter the email you registered with and we will send you a reset link." />
}
