export const publicRoutes: { path: string; page: string }[]
export const guardedRoutes: { path: string; page: string }[]
