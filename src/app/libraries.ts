// React Router and React Query, which the app starts with. The entry imports this module a task
// before the app (src/main.tsx), so the libraries' code is evaluated apart from the app's own and
// the layout's: all together they were one long task on a phone. A dynamic import keeps every
// export of what it imports, so this names two the app uses anyway rather than the packages
// themselves, whose every export would then ship with the first page.
export { createBrowserRouter } from 'react-router'
export { QueryClient } from '@tanstack/react-query'
