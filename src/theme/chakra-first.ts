// Imported a task before the theme (src/main.tsx), so that Chakra's styling engine is evaluated
// in a task of its own and the site's theme in the next: the two in one task reached 112 ms on a
// phone. It names one small export, so the import keeps no more of Chakra than the theme uses.
export { defineConfig } from '@chakra-ui/react'
