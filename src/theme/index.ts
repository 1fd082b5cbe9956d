export { prerenderedStyleCache } from './page-styles'
export { siteSystem } from './system'
