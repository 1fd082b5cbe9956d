export { prerenderedStyleCache, prerenderedStyleMark } from './page-styles'
export { siteSystem } from './system'
