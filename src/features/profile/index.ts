export const loadProfilePage = () =>
  import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))
