export const publicRoutes: { path: string; page: string }[]
